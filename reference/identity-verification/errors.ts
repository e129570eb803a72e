// Area B error answers: { type, message? }, and for 500 the PG_PROVIDER body with pgCode and pgMessage.
import { json, type Res } from "../http-kit.js";
import type { FaultSet } from "../faults.js";

export class AreaError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string) => new AreaError(400, "INVALID_REQUEST", message);
export const notFound = () => new AreaError(404, "IDENTITY_VERIFICATION_NOT_FOUND",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the identity verification does not exist");
export const notSent = () => new AreaError(404, "IDENTITY_VERIFICATION_NOT_SENT",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the identity verification was not sent through the API");
export const alreadyVerified = () => new AreaError(409, "IDENTITY_VERIFICATION_ALREADY_VERIFIED",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the identity verification is already verified");
export const alreadySent = () => new AreaError(409, "IDENTITY_VERIFICATION_ALREADY_SENT",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the identity verification was already sent");
export const channelNotFound = () => new AreaError(404, "CHANNEL_NOT_FOUND",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the channel does not exist");
export const unauthorized = () => new AreaError(401, "UNAUTHORIZED",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the credentials are not correct");
export const forbidden = (message: string) => new AreaError(403, "FORBIDDEN", message);
export const pgProvider = (pgCode: string, pgMessage: string) => new AreaError(500, "PG_PROVIDER",
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  "the identity verification provider failed", { pgCode, pgMessage });

/** The answer for an error; every 500 takes the PG_PROVIDER shape (the reference's reading of AMBIGUITIES 15). */
export function errorResponse(err: unknown, faults: FaultSet): Res {
  // Only a crash reaches the other branch: a PG_PROVIDER 500, the reference's reading of B-OPEN-EVERY-500.
  // Stryker disable next-line StringLiteral: message: pgCode and pgMessage are the provider's; the spec fixes only that they are strings
  const e = err instanceof AreaError ? err : pgProvider("REFERENCE_INTERNAL", `internal failure: ${String(err)}`);
  const body: Record<string, unknown> = { type: e.type, message: e.message, ...e.extra };
  if (faults.has("identity-verification.error-code-not-type")) {
    body.code = body.type;
    delete body.type;
  }
  if (faults.has("identity-verification.error-message-number")) body.message = e.status;
  if (e.type === "PG_PROVIDER" && faults.has("identity-verification.pg-provider-without-pg-code")) delete body.pgCode;
  return json(e.status, body);
}
