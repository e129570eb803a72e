// suites/b2b/counterparties/delete.test.ts — #7 DELETE /b2b/counterparties/{counterpartyId}: the tests of the operation.
// The suite deletes only counterparties it created; the profile's partner-linked and ongoing ones are only tried.
import { conformanceTest, pendingTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { CREATES_COUNTERPARTY, INPUT, type CounterpartyFixture } from "../../../harness/b2b/profile/keys.js";
import { createCounterparty, unknownCounterpartyId } from "../../../harness/b2b/records/counterparties.js";
import { pathOf } from "../../../harness/b2b/spec/operation-table.js";
import { refusesCommon, succeeds } from "../drivers/operation-tests.js";
import { pendingRows, refuses } from "../drivers/refusals.js";

const fixture = (api: B2bApi, condition: "partnerLinked" | "ongoingTaxInvoice") => api.need<CounterpartyFixture>(INPUT.counterparty(condition));

succeeds("7", {
  "A-COUNTERPARTY-DELETE-BEARER-JWT": "bearer",
  "A-COUNTERPARTY-DELETE-SERVICE-KEY": "serviceKey",
  "A-COUNTERPARTY-DELETE-TEST-TRUE": "test=true",
  "A-COUNTERPARTY-DELETE-TEST-FALSE": "test=false",
});
refusesCommon("7", {
  "A-COUNTERPARTY-DELETE-INVALID-400": "invalid input",
  "A-COUNTERPARTY-DELETE-NO-AUTH-401": "no credential",
  "A-COUNTERPARTY-DELETE-WRONG-AUTH-401": "wrong credential",
  "A-COUNTERPARTY-DELETE-NOT-ENABLED-403": "B2B not enabled",
});
pendingRows("7", { "A-COUNTERPARTY-DELETE-FORBIDDEN-403": "ForbiddenError", "A-COUNTERPARTY-DELETE-EXTERNAL-502": "B2bExternalServiceError" });

conformanceTest({
  id: "A-COUNTERPARTY-DELETE-SUCCESS", title: "deletes a counterparty without a body, then answers 404",
  requirements: ["A.OP.COUNTERPARTY-DELETE", "A.BODY.COUNTERPARTY-DELETE-OPTIONAL", "A.ERR.COUNTERPARTY-NOT-FOUND"],
  needs: [...CREATES_COUNTERPARTY, INPUT.errors], destructive: true,
  hint: "DELETE of a counterparty the suite created succeeds; a GET of it afterwards is 404 B2bCounterpartyNotFoundError",
}, async (t) => {
  const api = new B2bApi(t);
  const { id } = await createCounterparty(api);
  t.expect((await api.call("DELETE", pathOf("7", { counterpartyId: id }))).status, "status of DELETE without a body").toBe(200);
  api.expectError(await api.call("GET", pathOf("6", { counterpartyId: id })), { status: 404, identifier: "B2bCounterpartyNotFoundError", what: "GET of the deleted counterparty" });
});

refuses("7", {
  id: "A-COUNTERPARTY-DELETE-UNKNOWN-404", title: "answers deleting an unknown counterparty with 404", error: "B2bCounterpartyNotFoundError",
  what: "DELETE of an unknown counterparty id", needs: [INPUT.counterparty("certified")], provoke: (api) => api.call("DELETE", pathOf("7", { counterpartyId: unknownCounterpartyId(api) })),
}, {
  id: "A-COUNTERPARTY-DELETE-PARTNER-403", title: "refuses deleting a partner-linked counterparty", error: "B2bCounterpartyPartnerNotDeletableError",
  what: "DELETE of the profile's partner-linked counterparty", needs: [INPUT.counterparty("partnerLinked")], destructive: true,
  requirements: ["A.RECORD.PARTNER-LINKED-FIXED"], provoke: (api) => api.call("DELETE", pathOf("7", { counterpartyId: fixture(api, "partnerLinked").id })),
}, {
  id: "A-COUNTERPARTY-DELETE-ONGOING-409", title: "refuses deleting a counterparty with an ongoing invoice", error: "B2bCounterpartyOngoingTaxInvoiceExistsError",
  what: "DELETE of the profile's counterparty with a tax invoice in progress", needs: [INPUT.counterparty("ongoingTaxInvoice")], destructive: true,
  provoke: (api) => api.call("DELETE", pathOf("7", { counterpartyId: fixture(api, "ongoingTaxInvoice").id })),
});

pendingTest({
  id: "A-COUNTERPARTY-DELETE-ONGOING-STATES",
  title: "refuses deletion while a tax invoice is in a documented state",
  openPoint: "A-OPEN-ONGOING-TAX-INVOICE",
  requirements: ["A.ERR.COUNTERPARTY-ONGOING-TAX-INVOICE"],
});
pendingTest({
  id: "A-COUNTERPARTY-DELETE-BODY-FIELDS",
  title: "validates a DeleteB2bCounterpartyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.COUNTERPARTY-DELETE-OPTIONAL"],
});
pendingTest({
  id: "A-COUNTERPARTY-DELETE-RESPONSE-SHAPE",
  title: "returns a documented DeleteB2bCounterpartyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-DELETE"],
});
