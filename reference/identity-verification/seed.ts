// Seeded area B data per store: a LIVE, a TEST and an always-failing channel, and one verification per state.
import { createHash } from "node:crypto";
import type { Store } from "../stores.js";
import { identityNumberFor, verifiedCustomer } from "./customers.js";
import { StoreData, type Channel, type Status, type Verification } from "./model.js";

const hex = (seed: number, label: string, length: number) => createHash("sha256").update(`${seed}:${label}`).digest("hex").slice(0, length);

/** Channel keys of a store; the reference profile names those of the main store. */
export const channelKeys = (storeId: string) => ({
  // Stryker disable next-line StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types (the profile names the TEST channel)
  LIVE: `channel-live-${storeId}`,
  TEST: `channel-test-${storeId}`,
  /** Test-only trigger of 500 PG_PROVIDER: a TEST channel whose provider always fails. */
  FAILING: `channel-pg-failure-${storeId}`,
});

/** The seeded verification ids of a store, deterministic from the data seed. */
export function seededIds(seed: number, storeId: string): Record<Status, string> {
  const id = (status: Status) => `iv-${status.toLowerCase()}-${hex(seed, `${storeId}:${status}`, 12)}`;
  return { READY: id("READY"), VERIFIED: id("VERIFIED"), FAILED: id("FAILED") };
}

// Stryker disable next-line ArrayDeclaration, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
const NAMES = ["Kim Minjun", "Lee Seoyeon", "Park Jiho", "Choi Hayoon", "Jung Doyun", "Kang Jiwoo"];
const SEEDED_AT = Date.UTC(2026, 10, 1, 9, 0, 0);
// Stryker disable next-line ArithmeticOperator: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types (B-OPEN-TIMESTAMP-FORMAT: times are only strings)
const at = (minutes: number) => new Date(SEEDED_AT + minutes * 60_000).toISOString();

function channels(store: Store): Channel[] {
  const keys = channelKeys(store.id);
  const channel = (type: "LIVE" | "TEST", key: string, name: string, alwaysFails = false): Channel => ({
    // Stryker disable next-line MethodExpression, StringLiteral: open B-OPEN-PG-PROVIDER-VALUES: pgProvider is a string (PROVIDER_A is only the one listed); id and pgMerchantId are strings of any value
    id: `ch-${key}`, key, name, type, pgProvider: "PROVIDER_A", pgMerchantId: `${store.merchantId}-pg-${type.toLowerCase()}`,
    ...(alwaysFails ? { alwaysFails } : {}),
  });
  return [
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
    channel("LIVE", keys.LIVE, "live identity channel"),
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
    channel("TEST", keys.TEST, "test identity channel"),
    // Stryker disable next-line StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
    channel("TEST", keys.FAILING, "test channel whose provider always fails", true),
  ];
}

export function seedStore(seed: number, store: Store): StoreData {
  const data = new StoreData(store.id);
  for (const c of channels(store)) data.channels.set(c.key, c);
  const ids = seededIds(seed, store.id);
  // Stryker disable next-line ArithmeticOperator, ArrowFunction, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
  const pick = (label: string) => NAMES[parseInt(hex(seed, `${store.id}:${label}`, 4), 16) % NAMES.length]!;
  // Stryker disable next-line ArithmeticOperator, ArrowFunction, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
  const phone = (label: string) => `010${String(parseInt(hex(seed, `${store.id}:${label}:phone`, 8), 16) % 1e8).padStart(8, "0")}`;
  // Stryker disable next-line BooleanLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types (no seeded verification is an APP one in progress)
  const base = () => ({ storeId: store.id, appCompleted: false, expiredOtps: [] as string[], requestedAt: at(0), updatedAt: at(0), statusChangedAt: at(0) });
  const ready: Verification = { ...base(), id: ids.READY, status: "READY", sentThroughApi: false };
  // Stryker disable next-line ObjectLiteral, StringLiteral: open B-OPEN-REQUESTED-CUSTOMER: requestedCustomer and each of its fields are optional
  const failedCustomer = { name: pick("FAILED"), phoneNumber: phone("FAILED") };
  const failed: Verification = {
    ...base(), id: ids.FAILED, status: "FAILED",
    // Stryker disable next-line BooleanLiteral, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types (the seeded FAILED verification is only looked up)
    sentThroughApi: true, method: "SMS", operator: "KT",
    channel: data.channels.get(channelKeys(store.id).TEST), requestedCustomer: failedCustomer,
    // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
    customData: JSON.stringify({ order: `order-${hex(seed, `${store.id}:order`, 6)}` }), updatedAt: at(5), statusChangedAt: at(5),
    // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: failure is no field of the spec's record
    failure: { reason: "the customer did not enter the OTP in time" },
  };
  // Verified outside this API (e.g. in the provider's own window): never sent through POST …/send.
  // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
  const customer = { id: `customer-${hex(seed, `${store.id}:customer`, 6)}`, name: pick("VERIFIED"), phoneNumber: phone("VERIFIED") };
  const verified: Verification = {
    ...base(), id: ids.VERIFIED, status: "VERIFIED",
    // Stryker disable next-line BooleanLiteral, StringLiteral: open B-OPEN-VERIFIED-WITHOUT-API: a verified verification is refused 404 or 409 whether or not it was sent through the API
    sentThroughApi: false, method: "APP", operator: "SKT",
    channel: data.channels.get(channelKeys(store.id).LIVE), updatedAt: at(3), statusChangedAt: at(3), requestedCustomer: customer,
    verified: {
      // Stryker disable next-line StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
      customer: verifiedCustomer(store.id, customer, identityNumberFor(`${seed}:${store.id}`)),
      // Stryker disable next-line ObjectLiteral, StringLiteral: unfixed: seeded data; the spec fixes no verification or channel a store holds beyond their fields' types
      verifiedAt: at(3), pgTxId: `pgtx-${hex(seed, `${store.id}:pgtx`, 16)}`, pgRawResponse: JSON.stringify({ result: "SUCCESS", provider: "PROVIDER_A" }),
    },
  };
  for (const v of [ready, failed, verified]) data.verifications.set(v.id, v);
  return data;
}
