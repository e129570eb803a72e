// What a target's gateway may do around every area A operation, where the spec leaves it open: rate limits, version
// headers, unknown query parameters refused, an external failure on demand (Readings, each named by its freedom row).
import type { Req, Res } from "../../http-kit.js";
import { B2bFailure, invalid } from "../model.js";
import type { Readings } from "./readings.js";

/**
 * The area A call a rate-limited gateway refuses (F-RATE-LIMITS), once: late in a run of the suite (some 640 to 700
 * calls), so the pace the client learns from the refusal holds back only the run's last calls, and a bare 429's wait
 * of the client's own choosing (1 s) only them. Earlier or more refusals slowed a whole run several times over.
 */
export const REFUSED_CALL = 600;
/** How long a slowed gateway holds each answer. */
export const SLOWED_MS = 2;

/** The query parameters each kind of operation takes. */
function knownParameters(op: string, req: Req, common: boolean, fromQuery: readonly string[]): Set<string> {
  const known = new Set(fromQuery);
  if (common) known.add("test");
  if (op === "counterpartyList" || op === "taxInvoicesSheet") known.add("requestBody");
  if (req.params.taxInvoiceKey !== undefined) ["taxInvoiceKeyType", "brn"].forEach((p) => known.add(p));
  if (op === "taxInvoicePopupUrl") known.add("includeMenu");
  return known;
}

export class Gateway {
  private calls = 0;
  private failNext = false;

  constructor(private readonly readings: Readings) {}

  /**
   * The answer a rate-limited gateway gives instead of the operation's, to the refused call: 429 with Retry-After 0 and
   * the RateLimit field saying nothing remains until now, 503 with Retry-After 0, or a 429 naming no wait.
   */
  before(): Res | undefined {
    this.calls += 1;
    if (this.calls !== REFUSED_CALL) return undefined;
    switch (this.readings.rateLimit) {
      case "paced": return { status: 429, body: { message: "too many calls: try again" }, headers: { "retry-after": "0", ratelimit: '"calls";r=0;t=0' } };
      case "unavailable": return { status: 503, body: { message: "too many calls: try again" }, headers: { "retry-after": "0" } };
      case "bare-429": return { status: 429, body: { message: "too many calls" } };
      default: return undefined;
    }
  }

  /** Fails the operation when the control asked for it (F-EXTERNAL-FAILURE control): 502 B2bExternalServiceError, once. */
  checkExternal(): void {
    if (!this.failNext) return;
    this.failNext = false;
    throw new B2bFailure(502, "B2bExternalServiceError");
  }

  /** POST /__b2b/fail-next: the next area A call fails as an external service would. */
  control(): Res {
    if (this.readings.externalFailure !== "control") return { status: 404, body: { message: "no such control" } };
    this.failNext = true;
    return { status: 204 };
  }

  /** Headers every answer carries: the version (F-VERSIONING), or its deprecation. */
  headers(): Record<string, string> {
    if (this.readings.versioning === "version-header") return { "x-api-version": "2026-01-05" };
    if (this.readings.versioning === "deprecation-headers") return { deprecation: "@1798761600", sunset: "Fri, 31 Dec 2027 23:59:59 GMT" };
    return {};
  }

  /**
   * A query parameter the operation does not know is invalid input, where the gateway says so (F-UNKNOWN-PARAMETERS);
   * `caseless` (a fault) knows a name without regard to case, as the operation then reads it.
   */
  checkParameters(op: string, req: Req, common: boolean, fromQuery: readonly string[] = [], caseless = false): void {
    if (!this.readings.unknownParametersRefused) return;
    const fold = (name: string) => (caseless ? name.toLowerCase() : name);
    const known = new Set([...knownParameters(op, req, common, fromQuery)].map(fold));
    const unknown = [...req.query.keys()].find((name) => !known.has(fold(name)));
    if (unknown !== undefined) throw invalid(`unknown query parameter ${unknown}`);
  }
}
