// POST /identity-verifications/{id}/confirm with storeId naming the caller's own store.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { confirmBySms, sendNew } from "../../../harness/identity-verification/flows.js";
import { INPUT, VERIFIES } from "../../../harness/identity-verification/profile.js";

conformanceTest({
  id: "B-CONFIRM-OWN-STORE-ID",
  title: "confirms when the body's storeId names the caller's own store",
  requirements: ["B.STORE.ANY"],
  needs: [...VERIFIES, INPUT.storeId],
  hint: "storeId in the confirm body may be any store the caller may access, its own store first of all",
}, async (t) => {
  const { id } = await sendNew(t, "SMS");
  await confirmBySms(t, id, { storeId: t.input<string>(INPUT.storeId) });
});
