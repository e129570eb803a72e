// GET /identity-verifications/{id} with storeId: the caller's own store, an invalid one, and another store's token.
import { randomBytes } from "node:crypto";
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { lookup } from "../../../harness/identity-verification/api.js";
import { expectError, expectForeignStoreRefused, IDENTITY_VERIFICATION_ERRORS, expectRecord, expectRefused } from "../../../harness/identity-verification/expectations.js";
import { existingId, sendNew } from "../../../harness/identity-verification/flows.js";
import { INPUT, SENDS } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-LOOKUP-OWN-STORE-ID",
  title: "finds a verification when storeId names the caller's own store",
  requirements: ["B.STORE.ANY", "B.LOOKUP.REQUEST"],
  needs: [INPUT.storeId],
  hint: "storeId may be any store the caller may access, its own store first of all",
}, async (t) => {
  const id = await existingId(t);
  const record = expectRecord(t, await lookup(t.api, id, { query: { storeId: t.input<string>(INPUT.storeId) } }), "the lookup with the own storeId");
  t.expect(record.id, "id in the record").toBe(id);
});

conformanceTest({
  id: "B-LOOKUP-INVALID-STORE-400",
  title: "answers 400 INVALID_REQUEST to a storeId that is no store",
  requirements: ["B.LOOKUP.INVALID-STORE", "B.ERROR.SHAPE"],
  hint: "for the single lookup an invalid store id is 400 INVALID_REQUEST",
}, async (t) => {
  const id = await existingId(t);
  const storeId = `conformance-no-such-store-${randomBytes(6).toString("hex")}`;
  expectError(t, await lookup(t.api, id, { query: { storeId } }), { status: 400, identifier: "INVALID_REQUEST", what: "the lookup with a made-up storeId" }, IDENTITY_VERIFICATION_ERRORS);
});

conformanceTest({
  id: "B-LOOKUP-OTHER-STORE-HIDDEN",
  title: "does not return a verification to another store's token",
  requirements: ["B.STORE.DEFAULT"],
  needs: SENDS,
  needsCredentials: ["apiAuthOtherStore"],
  hint: "without storeId the token's store is used: a verification of the main store is not found through another store",
}, async (t) => {
  const { id } = await sendNew(t);
  const res = await lookup(t.api.withAuth(t.run.config.apiAuthOtherStore), id);
  expectRefused(t, res, "the lookup of the main store's verification with the other store's credential");
});

conformanceTest({
  id: "B-LOOKUP-FOREIGN-STORE-REFUSED",
  title: "refuses a storeId of another store with 400 or 403",
  requirements: ["B.STORE.FOREIGN", "B.ERROR.SHAPE"],
  needs: [INPUT.otherStoreId],
  hint: "storeId may be any store the caller may access, so another store's id is refused: 400 INVALID_REQUEST (an invalid store id) "
    + "or 403 FORBIDDEN (a refused request), which of the two is open (B-OPEN-FOREIGN-STORE)",
}, async (t) => {
  const id = await existingId(t);
  const res = await lookup(t.api, id, { query: { storeId: t.input<string>(INPUT.otherStoreId) } });
  expectForeignStoreRefused(t, res, "the lookup with another store's storeId");
});

pendingTest({ id: "B-LOOKUP-FOREIGN-STORE-ID", title: "refuses a storeId that belongs to someone else in a documented way", openPoint: "B-OPEN-FOREIGN-STORE" });
pendingTest({ id: "B-LOOKUP-OTHER-STORE-ANSWER", title: "answers another store's verification with a documented error", openPoint: "B-OPEN-OTHER-STORE" });
