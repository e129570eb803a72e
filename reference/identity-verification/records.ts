// Renders a verification as the lookup record and as the confirm response's identityVerification.
import type { FaultSet } from "../faults.js";
import type { Channel, Verification, VerifiedCustomer } from "./model.js";

type Json = Record<string, unknown>;

/** The API version a verification was made with (the SDK's PortOneVersion): this interface's paths are those of V2. */
// Stryker disable next-line StringLiteral: unfixed: version is no field of the spec's record (the SDK's PortOneVersion), so its value is no rule
const VERSION = "V2";

// Stryker disable next-line BlockStatement: unfixed: channel is optional (Req: no)
function channelOf(c: Channel, fault: (n: string) => boolean): Json {
  const out: Json = { id: c.id, key: c.key, name: c.name, type: c.type, pgProvider: c.pgProvider, pgMerchantId: c.pgMerchantId };
  if (fault("channel-type-lowercase")) out.type = c.type.toLowerCase();
  if (fault("channel-without-pg-merchant-id")) delete out.pgMerchantId;
  return out;
}

function customerOf(c: VerifiedCustomer, fault: (n: string) => boolean): Json {
  return {
    ...c,
    ...(fault("birth-date-compact") ? { birthDate: c.birthDate.replaceAll("-", "") } : {}),
    ...(fault("gender-lowercase") ? { gender: c.gender.toLowerCase() } : {}),
  };
}

function common(v: Verification, faults: FaultSet): Json {
  const fault = (n: string) => faults.has(`identity-verification.${n}`);
  const out: Json = { id: v.id };
  // Stryker disable next-line ConditionalExpression: unfixed: channel is optional (Req: no)
  if (v.channel) out.channel = channelOf(fault("channel-recorded-wrong") ? { ...v.channel, key: `${v.channel.key}-other` } : v.channel, fault);
  // Stryker disable next-line ConditionalExpression, EqualityOperator: unfixed: customData is optional (Req: no)
  if (v.customData !== undefined) out.customData = fault("custom-data-altered") ? JSON.stringify(v.customData) : v.customData;
  Object.assign(out, { requestedAt: v.requestedAt, updatedAt: v.updatedAt, statusChangedAt: v.statusChangedAt });
  return out;
}

function verifiedPart(v: Verification, faults: FaultSet): Json {
  const fault = (n: string) => faults.has(`identity-verification.${n}`);
  const done = v.verified!;
  return { verifiedCustomer: customerOf(done.customer, fault), verifiedAt: done.verifiedAt, pgTxId: done.pgTxId, pgRawResponse: done.pgRawResponse };
}

/** GET /identity-verifications/{id}. */
export function lookupRecord(v: Verification, faults: FaultSet): Json {
  const fault = (n: string) => faults.has(`identity-verification.${n}`);
  const out: Json = { status: fault("status-lowercase") ? v.status.toLowerCase() : v.status, ...common(v, faults) };
  if (fault("lookup-id-mismatch")) out.id = v.id.toUpperCase();
  if (fault("requested-at-missing")) delete out.requestedAt;
  // Only a VERIFIED verification has its verified part (confirm sets both, send clears both).
  const verified = v.verified;
  // A never-sent READY verification has no customer given at request: its requestedCustomer is empty (all fields optional).
  // Stryker disable next-line ConditionalExpression, LogicalOperator, ObjectLiteral: open B-OPEN-REQUESTED-CUSTOMER: requestedCustomer may be left out on READY and FAILED records, and its fields are all optional
  if (!verified || (v.requestedCustomer && fault("requested-customer-when-verified"))) out.requestedCustomer = { ...v.requestedCustomer };
  // Stryker disable next-line ConditionalExpression: open B-OPEN-VERIFIED-FIELDS: whether a VERIFIED lookup record must carry its verified fields is open
  if (verified) Object.assign(out, verifiedPart(v, faults));
  else if (fault("verified-fields-when-ready")) out.pgTxId = null;
  // Stryker disable next-line ConditionalExpression, EqualityOperator, StringLiteral, ObjectLiteral: unfixed: failure is no field of the spec's record, so its presence is no rule
  if (v.status === "FAILED") out.failure = { ...v.failure };
  out.version = VERSION;
  return out;
}

/** The confirm response: { identityVerification } holding the verified record. */
export function confirmResponse(v: Verification, faults: FaultSet): Json {
  // Stryker disable next-line StringLiteral: unfixed: the confirm response's fields do not include status, so its value is no rule
  const record: Json = { status: "VERIFIED", ...common(v, faults), ...verifiedPart(v, faults), version: VERSION };
  if (faults.has("identity-verification.confirm-response-missing-pg-tx-id")) delete record.pgTxId;
  if (faults.has("identity-verification.confirm-response-wrong-id")) record.id = `${v.id}-confirmed`;
  return { identityVerification: record };
}
