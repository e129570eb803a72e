// Starts the embedded reference implementation: {base_url} and {legacy_base_url} on two 127.0.0.1 ports.
import { randomBytes } from "node:crypto";
import { close, json, listen, Router } from "./http-kit.js";
import { ScopedClock, type TimeSource } from "./clock.js";
import { FaultSet } from "./faults.js";
import { clockControlRoutes, resetControlRoute } from "./control.js";
import { REFERENCE_DATA_SEED, type ReferenceContext } from "./context.js";
import { StoreDirectory, type HeaderCredential } from "./stores.js";
import { LegacyTokenService } from "./legacy-token/service.js";
import { legacyTokenRoutes } from "./legacy-token/routes.js";
import { schedulesRoutes, type SchedulesOptions } from "./schedules/routes.js";
import { identityVerificationRoutes } from "./identity-verification/routes.js";
import { b2bRoutes } from "./b2b/routes.js";
import { Transmission } from "./b2b/transmission.js";
import { b2bCredentials, type B2bCredentials } from "./b2b/accounts.js";
import { dialectOf } from "./b2b/dialects/default-and-alt.js";
import type { Dialect, DialectName } from "./b2b/dialects/dialect.js";
import type { Readings } from "./b2b/readings/readings.js";

export const CONTROL_PREFIX = "/__control";

export interface ReferenceOptions {
  faults?: Iterable<string>;
  timeSource?: TimeSource;
  /** The area D key pair the reference accepts; random when not given. */
  legacyCredential?: { impKey: string; impSecret: string };
  /** Area B/C credentials of the main and the other store; random when not given. */
  apiCredentials?: { main?: HeaderCredential; other?: HeaderCredential };
  /** Area C seed data options, e.g. a larger schedule count for benchmarks. */
  schedules?: SchedulesOptions;
  /** Ports on 127.0.0.1 (the reference image listens where the suite tells it); random when not given. */
  ports?: { base?: number; legacy?: number };
  /**
   * Area A: the dialect (default: the SDK's shapes; alt; or a generated one) and the credentials to accept (random when
   * not given); when ISSUED invoices are transmitted; the readings of open points and legal choices (readings.ts), for
   * the meta-tests that show the suite blames no legal target.
   */
  b2b?: { dialect?: DialectName | Dialect; credentials?: Partial<B2bCredentials>; transmissionSeconds?: number; readings?: Readings };
}

export interface ReferenceCredentials {
  impKey: string;
  impSecret: string;
  apiAuth: HeaderCredential;
  apiAuthOtherStore: HeaderCredential;
  b2b: B2bCredentials;
}

export interface ReferenceInstance {
  baseUrl: string;
  legacyBaseUrl: string;
  credentials: ReferenceCredentials;
  context: ReferenceContext;
  legacy: LegacyTokenService;
  close(): Promise<void>;
}

// Stryker disable next-line ArrowFunction, ObjectLiteral, StringLiteral: unfixed: the answer to a method and path of no operation the reference has; the spec fixes none, and no run sends one
const notFound = () => json(404, { message: "no such operation on the reference implementation" });

export async function startReference(options: ReferenceOptions = {}): Promise<ReferenceInstance> {
  const { b2b: b2bOptions = {} } = options;
  const baseRouter = new Router();
  const context: ReferenceContext = {
    clock: new ScopedClock(options.timeSource),
    faults: new FaultSet(options.faults),
    stores: new StoreDirectory(options.apiCredentials),
    seed: REFERENCE_DATA_SEED,
    onReset: resetControlRoute(baseRouter, CONTROL_PREFIX),
  };
  const legacyCredential = options.legacyCredential ?? {
    // Stryker disable next-line StringLiteral: unfixed: a made-up key pair's form, which the spec does not fix (its prefix serves the meta-tests' secret canary)
    impKey: `refkey-${randomBytes(8).toString("hex")}`,
    // Stryker disable next-line StringLiteral: unfixed: a made-up key pair's form, which the spec does not fix (its prefix serves the meta-tests' secret canary)
    impSecret: `refsecret-${randomBytes(16).toString("hex")}`,
  };
  const legacy = new LegacyTokenService(context.clock, context.faults);
  legacy.addCredential(legacyCredential);

  const legacyRouter = legacyTokenRoutes(new Router(), legacy, context.faults);
  const transmission = new Transmission(context.clock, b2bOptions.transmissionSeconds);
  clockControlRoutes(legacyRouter, CONTROL_PREFIX, context.clock, legacy, transmission);
  schedulesRoutes(baseRouter, context, options.schedules);
  identityVerificationRoutes(baseRouter, context);
  const dialect = dialectOf(b2bOptions.dialect);
  const b2b = b2bCredentials(dialect, b2bOptions.credentials);
  b2bRoutes(baseRouter, context, dialect, b2b, transmission, b2bOptions.readings);

  const [base, legacyServer] = await Promise.all([
    listen(baseRouter, notFound, options.ports?.base), listen(legacyRouter, notFound, options.ports?.legacy)]);
  return {
    baseUrl: base.url,
    legacyBaseUrl: legacyServer.url,
    credentials: { ...legacyCredential, apiAuth: context.stores.main.credential, apiAuthOtherStore: context.stores.other.credential, b2b },
    context,
    legacy,
    // Stryker disable next-line BlockStatement: equivalent: the reference is closed after a run is over, where no test sees it
    close: async () => {
      // Stryker disable next-line ArrayDeclaration: equivalent: the reference is closed after a run is over, where no test sees it
      await Promise.all([close(base.server), close(legacyServer.server)]);
    },
  };
}
