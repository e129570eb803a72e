// The profile's `container` section (how to run a target image) and its resolution: free ports, filled env and command.
import { createServer } from "node:net";
import { HarnessError } from "../outcomes/errors.js";
import { CONFIG_KEYS } from "../config/config.js";

export type PortSpec = number | "auto";

export interface ContainerSection {
  /** The ports the image listens on, on the host network: a fixed number, or "auto" for a free one the suite picks. */
  ports: { baseUrl?: PortSpec; legacyBaseUrl?: PortSpec };
  /** Values may use {base_url_port}, {legacy_base_url_port}, {base_url}, {legacy_base_url} and ${CONFORMANCE_…}. */
  env?: Record<string, string>;
  command?: string[];
  /** Ready when every base URL answers HTTP at this path, or when the container prints this line. */
  wait?: { httpPath: string } | { logLine: string };
  startupTimeoutMs?: number;
}

export interface ResolvedContainer {
  urls: { baseUrl?: string; legacyBaseUrl?: string };
  env: Record<string, string>;
  command?: string[];
  wait: { httpPath: string } | { logLine: string };
  startupTimeoutMs: number;
  /** Values taken from ${CONFORMANCE_…} (all but the suite's non-secret settings): kept out of logs and reports. */
  secrets: string[];
  /** Env entries left out because a variable they refer to is not set, with that variable. */
  dropped: string[];
}

export const DEFAULT_STARTUP_TIMEOUT_MS = 60_000;
const REFERENCE = /\$\{([^}]*)\}/g;
const NOT_SECRET = new Set(CONFIG_KEYS.filter((k) => !k.secret).map((k) => k.env));

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `variables`: the suite's variables as the configuration loader read them, for the section's ${CONFORMANCE_…} references. */
export async function resolveSection(section: ContainerSection, variables: Readonly<Record<string, string | undefined>>): Promise<ResolvedContainer> {
  const env = variables;
  const ports: Record<string, number> = {};
  for (const [name, spec] of Object.entries(section.ports)) {
    if (spec !== undefined) ports[name] = spec === "auto" ? await freePort() : spec;
  }
  const urls = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`]));
  const placeholders: Record<string, string> = {
    "{base_url_port}": String(ports.baseUrl ?? "{base_url_port}"), "{legacy_base_url_port}": String(ports.legacyBaseUrl ?? "{legacy_base_url_port}"),
    "{base_url}": urls.baseUrl ?? "{base_url}", "{legacy_base_url}": urls.legacyBaseUrl ?? "{legacy_base_url}",
  };
  const fillPlaceholders = (s: string) => Object.entries(placeholders).reduce((acc, [k, v]) => acc.replaceAll(k, v), s);
  const secrets: string[] = [];
  const dropped: string[] = [];
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(section.env ?? {})) {
    const unset = [...value.matchAll(REFERENCE)].map((m) => checkedName(m[1]!, name)).filter((v) => !env[v]);
    if (unset.length > 0) {
      dropped.push(`${name} (${unset.join(", ")} not set)`);
      continue;
    }
    out[name] = fillPlaceholders(value).replace(REFERENCE, (_, v: string) => {
      if (!NOT_SECRET.has(v)) secrets.push(env[v]!);
      return env[v]!;
    });
  }
  return {
    urls, env: out, command: section.command?.map(fillPlaceholders), secrets, dropped,
    wait: section.wait ?? { httpPath: "/" },
    startupTimeoutMs: section.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS,
  };
}

/** Only the suite's own variables may be handed to an image, so a profile cannot ship other host secrets out. */
function checkedName(variable: string, entry: string): string {
  if (!/^CONFORMANCE_[A-Z0-9_]+$/.test(variable)) {
    throw new HarnessError(`the profile's container.env.${entry} refers to \${${variable}}, which is not a CONFORMANCE_… variable`,
      "refer only to CONFORMANCE_* variables in container.env (README: Testing a container image)");
  }
  return variable;
}
