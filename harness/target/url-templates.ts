// The profile's URL templates filled with the target's URLs: {base_url} and {legacy_base_url} in every string.
export interface TargetUrls {
  baseUrl?: string;
  legacyBaseUrl?: string;
}

/** Replaces {base_url} and {legacy_base_url} in every string of the profile. */
export function fillTemplates<T>(value: T, urls: TargetUrls): T {
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") {
      return v.replaceAll("{base_url}", urls.baseUrl ?? "{base_url}").replaceAll("{legacy_base_url}", urls.legacyBaseUrl ?? "{legacy_base_url}");
    }
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value) as T;
}
