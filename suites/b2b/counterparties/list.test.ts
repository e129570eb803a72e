// suites/b2b/counterparties/list.test.ts — #9 GET /b2b/counterparties: the tests of the operation.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { CREATES_COUNTERPARTY, INPUT } from "../../../harness/b2b/profile/keys.js";
import { createCounterparty } from "../../../harness/b2b/records/counterparties.js";
import { placeholders } from "../../../harness/b2b/profile/template.js";

/** Pages a paged list is walked for the new counterparty at most (every loop over the target's answers has a budget). */
const PAGE_BUDGET = 20;
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows } from "../drivers/refusals.js";

succeeds("9", {
  "A-COUNTERPARTY-LIST-BEARER-JWT": "bearer",
  "A-COUNTERPARTY-LIST-SERVICE-KEY": "serviceKey",
  "A-COUNTERPARTY-LIST-TEST-TRUE": "test=true",
  "A-COUNTERPARTY-LIST-TEST-FALSE": "test=false",
});
refusesCommon("9", {
  "A-COUNTERPARTY-LIST-INVALID-400": "invalid input",
  "A-COUNTERPARTY-LIST-NO-AUTH-401": "no credential",
  "A-COUNTERPARTY-LIST-WRONG-AUTH-401": "wrong credential",
  "A-COUNTERPARTY-LIST-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("9", { "A-COUNTERPARTY-LIST-FORBIDDEN-403": "ForbiddenError", "A-COUNTERPARTY-LIST-EXTERNAL-502": "B2bExternalServiceError" });

conformanceTest({
  id: "A-COUNTERPARTY-LIST-CREATED", title: "lists a created counterparty through the requestBody parameter",
  requirements: ["A.OP.COUNTERPARTY-LIST", "A.PARAM.COUNTERPARTY-LIST-REQUEST-BODY", "A.ID.COUNTERPARTY-ID"],
  needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyList", "byBrn"), INPUT.response("counterpartyList", "items"),
    INPUT.response("counterpartyList", "itemId")],
  hint: "GET /b2b/counterparties with the profile's requestBody for the new brn lists the new counterparty (on one of its pages, where the template walks them with {{page}})",
}, async (t) => {
  const api = new B2bApi(t);
  const { id, brn } = await createCounterparty(api);
  const seen: string[] = [];
  // A template with {{page}} lists one page a request: walked from the profile's first page, within a budget of pages.
  const paged = placeholders(api.need(INPUT.request("counterpartyList", "byBrn"))).has("page");
  const first = api.profile.values?.firstPage ?? 0;
  for (let page = first; page < first + (paged ? PAGE_BUDGET : 1); page++) {
    const res = await api.send("9", { scenario: "byBrn", vars: { brn, page } });
    t.expect(res.status, `status of the list${paged ? ` (page ${page})` : ""}`).toBe(200);
    const items = api.read(res, "counterpartyList", "items");
    t.expect(Array.isArray(items), "the counterparties are a list").toBe(true);
    seen.push(...(items as unknown[]).map((item) => String(api.read({ ...res, json: item }, "counterpartyList", "itemId"))));
    if (seen.includes(id) || (items as unknown[]).length === 0) break;
  }
  t.expect(seen, `ids of the listed counterparties${paged ? ` (${PAGE_BUDGET} pages at most)` : ""}`).toContain(id);
});

pendingTest({
  id: "A-COUNTERPARTY-LIST-BODY-FIELDS",
  title: "validates a GetB2bCounterpartiesBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.PARAM.COUNTERPARTY-LIST-REQUEST-BODY"],
});
pendingTest({
  id: "A-COUNTERPARTY-LIST-RESPONSE-SHAPE",
  title: "returns a documented GetB2bCounterpartiesResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-LIST"],
});
