// Starts the embedded reference implementation: {base_url} and {legacy_base_url} on two 127.0.0.1 ports.
import { randomBytes } from "node:crypto";
import { close, json, listen, Router } from "./http-kit.js";
import { ScopedClock, type TimeSource } from "./clock.js";
import { FaultSet } from "./faults.js";
import { clockControlRoutes } from "./control.js";
import { LegacyTokenService } from "./legacy-token/service.js";
import { legacyTokenRoutes } from "./legacy-token/routes.js";

export const CONTROL_PREFIX = "/__control";

export interface ReferenceOptions {
  faults?: Iterable<string>;
  timeSource?: TimeSource;
  /** The area D key pair the reference accepts; random when not given. */
  legacyCredential?: { impKey: string; impSecret: string };
}

export interface ReferenceCredentials {
  impKey: string;
  impSecret: string;
}

export interface ReferenceInstance {
  baseUrl: string;
  legacyBaseUrl: string;
  credentials: ReferenceCredentials;
  faults: FaultSet;
  legacy: LegacyTokenService;
  close(): Promise<void>;
}

const notFound = () => json(404, { message: "no such operation on the reference implementation" });

export async function startReference(options: ReferenceOptions = {}): Promise<ReferenceInstance> {
  const faults = new FaultSet(options.faults);
  const clock = new ScopedClock(options.timeSource);
  const credentials = options.legacyCredential ?? {
    impKey: `reference-key-${randomBytes(4).toString("hex")}`,
    impSecret: randomBytes(16).toString("hex"),
  };
  const legacy = new LegacyTokenService(clock, faults);
  legacy.addCredential(credentials);

  const legacyRouter = legacyTokenRoutes(new Router(), legacy, faults);
  clockControlRoutes(legacyRouter, CONTROL_PREFIX, clock, legacy);
  const baseRouter = new Router();

  const [base, legacyServer] = await Promise.all([listen(baseRouter, notFound), listen(legacyRouter, notFound)]);
  return {
    baseUrl: base.url,
    legacyBaseUrl: legacyServer.url,
    credentials,
    faults,
    legacy,
    close: async () => {
      await Promise.all([close(base.server), close(legacyServer.server)]);
    },
  };
}
