// suites/b2b/counterparties/lifecycle.test.ts — a counterparty the suite creates can be read, listed, updated and deleted.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { counterpartyPath, counterpartyVars, createCounterparty } from "../../../harness/b2b/counterparties.js";
import { CREATES_COUNTERPARTY, INPUT } from "../../../harness/b2b/profile.js";

const GET = [INPUT.response("counterpartyGet", "brn"), INPUT.response("counterpartyGet", "name")];

conformanceTest({
  id: "A-COUNTERPARTY-UPDATE-SUCCESS", title: "keeps what an update of a counterparty sets",
  requirements: ["A.OP.COUNTERPARTY-UPDATE", "A.OP.COUNTERPARTY-GET", "A.RECORD.COUNTERPARTY-BRN"],
  needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyUpdate", "valid"), ...GET],
  hint: "after PATCH, GET of the counterparty answers the new values",
}, async (t) => {
  const api = new B2bApi(t);
  const { id, brn } = await createCounterparty(api);
  const vars = counterpartyVars(api, { brn });
  const res = await api.send("PATCH", counterpartyPath(id), "counterpartyUpdate", "valid", vars);
  t.expect(res.status, "status of the update").toBe(200);
  const after = await api.call("GET", counterpartyPath(id));
  t.expect(after.status, "status of GET after the update").toBe(200);
  t.expect(api.read(after, "counterpartyGet", "name"), "name after the update").toBe(vars.name);
  t.expect(api.read(after, "counterpartyGet", "brn"), "brn after the update").toBe(brn);
});

conformanceTest({
  id: "A-COUNTERPARTY-DELETE-SUCCESS", title: "deletes a counterparty without a body, then answers 404",
  requirements: ["A.OP.COUNTERPARTY-DELETE", "A.BODY.COUNTERPARTY-DELETE-OPTIONAL", "A.ERR.COUNTERPARTY-NOT-FOUND"],
  needs: [...CREATES_COUNTERPARTY, INPUT.errors], destructive: true,
  hint: "DELETE of a counterparty the suite created succeeds; a GET of it afterwards is 404 B2bCounterpartyNotFoundError",
}, async (t) => {
  const api = new B2bApi(t);
  const { id } = await createCounterparty(api);
  t.expect((await api.call("DELETE", counterpartyPath(id))).status, "status of DELETE without a body").toBe(200);
  api.expectError(await api.call("GET", counterpartyPath(id)), { status: 404, identifier: "B2bCounterpartyNotFoundError", what: "GET of the deleted counterparty" });
});

conformanceTest({
  id: "A-COUNTERPARTY-LIST-CREATED", title: "lists a created counterparty through the requestBody parameter",
  requirements: ["A.OP.COUNTERPARTY-LIST", "A.PARAM.COUNTERPARTY-LIST-REQUEST-BODY", "A.ID.COUNTERPARTY-ID"],
  needs: [...CREATES_COUNTERPARTY, INPUT.request("counterpartyList", "byBrn"), INPUT.response("counterpartyList", "items"),
    INPUT.response("counterpartyList", "itemId")],
  hint: "GET /b2b/counterparties with the profile's requestBody for the new brn lists the new counterparty",
}, async (t) => {
  const api = new B2bApi(t);
  const { id, brn } = await createCounterparty(api);
  const res = await api.send("GET", "/b2b/counterparties", "counterpartyList", "byBrn", { brn });
  t.expect(res.status, "status of the list").toBe(200);
  const items = api.read(res, "counterpartyList", "items");
  t.expect(Array.isArray(items), "the counterparties are a list").toBe(true);
  const ids = (items as unknown[]).map((item) => api.read({ ...res, json: item }, "counterpartyList", "itemId"));
  t.expect(ids, "ids of the listed counterparties").toContain(id);
});
