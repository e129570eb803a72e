// suites/b2b/errors/null-body.test.ts — A JSON null in place of a required body: no body of the named type, whatever its
// shape (A-OPEN-REQUEST-SHAPES), so invalid input, 400 InvalidRequestError, as a call without the body is (…-NO-BODY-400).
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { pathOf, row } from "../../../harness/b2b/spec/operation-table.js";
import { refuses } from "../drivers/refusals.js";

/** Operation `op` (no path parameter, a required body) called with the JSON text `null` as its body. */
function refusesNullBody(id: string, op: string, also: string[] = []): void {
  const o = operation(op);
  const noBody = o.noBody;
  if (!noBody || row(op).path.includes("{")) throw new Error(`${id}: operation ${op} takes no required body, or has path parameters`);
  if (id !== `A-${o.key}-NULL-BODY-400`) throw new Error(`${id} is declared as A-${o.key}-NULL-BODY-400 of operation ${op}: write that id`);
  refuses(op, {
    id, title: `refuses operation ${op} with a JSON null body`, error: "InvalidRequestError", also, needs: noBody.needs,
    requirements: [noBody.requirement, "A.BODY.JSON"], what: `${o.title} with the JSON body null (no ${noBody.body})`,
    provoke: (api: B2bApi) => {
      // An account that may not use the lookup would break that rule too.
      if (op === "2" && api.t.input(INPUT.businessInfoEnabled) === false) api.t.disabled(`${INPUT.businessInfoEnabled} is false: the lookup is not enabled for the account`);
      return api.call(row(op).method, pathOf(op), { body: "null" });
    },
  });
}

refusesNullBody("A-BUSINESS-INFO-NULL-BODY-400", "2");
// A null body has none of the counterparty's required fields: the row of operation 10 describes it as well.
refusesNullBody("A-COUNTERPARTY-CREATE-NULL-BODY-400", "10", ["B2bCounterpartyMissingRequiredFieldsError"]);
refusesNullBody("A-FILE-UPLOAD-URL-NULL-BODY-400", "11");
refusesNullBody("A-DRAFT-NULL-BODY-400", "13");
refusesNullBody("A-ISSUE-IMMEDIATELY-NULL-BODY-400", "15");
refusesNullBody("A-REQUEST-REVERSE-NULL-BODY-400", "15b");
