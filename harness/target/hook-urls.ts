// The profile's hook URLs a run will call (clock control, area B hooks, area A's sending-completed hook), checked at start: scheme and reachability.
import type { Area, TimeMode } from "../config/config.js";
import type { Profile } from "../config/profile.js";

/** Profile key → URL of every hook the run will call; `{id}` templates get a stand-in id. */
export function hookUrls(profile: Profile, areas: readonly Area[], timeMode: TimeMode | undefined): [string, string][] {
  const urls: [string, string | undefined][] = [];
  if ((timeMode ?? (profile.clockControl ? "controlled" : "off")) === "controlled") urls.push(["clockControl.url", profile.clockControl?.url]);
  if (areas.includes("identity-verification")) {
    // Area B's URL hooks (identity-verification/profile.ts); a command hook or a static OTP has no URL to check.
    type MaybeUrl = { url?: string } | undefined;
    const iv = (profile.identityVerification ?? {}) as { otpSource?: MaybeUrl; provisioning?: { create?: MaybeUrl }; appCompletion?: MaybeUrl };
    urls.push(["identityVerification.otpSource.url", iv.otpSource?.url],
      ["identityVerification.provisioning.create.url", iv.provisioning?.create?.url],
      ["identityVerification.appCompletion.url", iv.appCompletion?.url]);
  }
  const originals = (profile.b2b as { fixtures?: { taxInvoices?: Record<string, string | undefined> } } | undefined)?.fixtures?.taxInvoices;
  // The area A hook is called only when no pre-provisioned original is given (b2b/sending-completed.ts).
  if (areas.includes("b2b") && originals?.sendingCompletedOriginal === undefined) {
    urls.push(["b2b.fixtures.taxInvoices.sendingCompletedHook", originals?.sendingCompletedHook]);
  }
  return urls.filter((u): u is [string, string] => u[1] !== undefined).map(([key, u]) => [key, u.replaceAll("{id}", "conformance-preflight")]);
}

/** Why a hook URL cannot be used (not http or https), or undefined when its scheme is fine. */
export function badScheme(url: string): string | undefined {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return "is not a URL";
  }
  return protocol === "http:" || protocol === "https:" ? undefined : `has the scheme ${protocol.slice(0, -1)}; a hook URL must be http or https`;
}

/** The problems of every hook URL (bad scheme, no answer), each naming its profile key; `reach` says why a URL gave no answer. */
export async function hookProblems(urls: [string, string][], reach: (url: string) => Promise<string | undefined>): Promise<string[]> {
  const problems = await Promise.all(urls.map(async ([key, url]) => {
    const why = badScheme(url) ?? (await reach(url));
    return why && `the profile's ${key} ${url} ${why}`;
  }));
  return problems.filter((p): p is string => p !== undefined);
}
