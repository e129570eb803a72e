// suites/b2b/errors/null-body.test.ts — A JSON null in place of a required body: no body of the named type, whatever its
// shape (A-OPEN-REQUEST-SHAPES), so invalid input, 400 InvalidRequestError, as a call without the body is (…-NO-BODY-400).
// Keyed operations are called on a record made in the state they need, so the body is the one rule the request breaks.
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { refuses } from "../drivers/refusals.js";

/** Operation `op` (a required body) called with the JSON text `null` as its body. */
function refusesNullBody(id: string, op: string, also: string[] = []): void {
  const o = operation(op);
  const noBody = o.noBody;
  if (!noBody) throw new Error(`${id}: operation ${op} takes no required body`);
  if (id !== `A-${o.key}-NULL-BODY-400`) throw new Error(`${id} is declared as A-${o.key}-NULL-BODY-400 of operation ${op}: write that id`);
  refuses(op, {
    id, title: `refuses operation ${op} with a JSON null body`, error: "InvalidRequestError", also, needs: noBody.needs,
    requirements: [noBody.requirement, "A.BODY.JSON"], what: `${o.title} with the JSON body null (no ${noBody.body})`,
    provoke: (api) => noBody.call(api, "null"),
  });
}

refusesNullBody("A-BUSINESS-INFO-NULL-BODY-400", "2");
// A null body has none of the counterparty's required fields: the row of operations 8 and 10 describes it as well.
refusesNullBody("A-COUNTERPARTY-UPDATE-NULL-BODY-400", "8", ["B2bCounterpartyMissingRequiredFieldsError"]);
refusesNullBody("A-COUNTERPARTY-CREATE-NULL-BODY-400", "10", ["B2bCounterpartyMissingRequiredFieldsError"]);
refusesNullBody("A-FILE-UPLOAD-URL-NULL-BODY-400", "11");
refusesNullBody("A-DRAFT-NULL-BODY-400", "13");
refusesNullBody("A-UPDATE-DRAFT-NULL-BODY-400", "14");
refusesNullBody("A-ISSUE-IMMEDIATELY-NULL-BODY-400", "15");
refusesNullBody("A-REQUEST-REVERSE-NULL-BODY-400", "15b");
refusesNullBody("A-ATTACH-FILE-NULL-BODY-400", "16");
refusesNullBody("A-CANCEL-ISSUANCE-NULL-BODY-400", "19");
refusesNullBody("A-CANCEL-REQUEST-NULL-BODY-400", "20");
refusesNullBody("A-ISSUE-NULL-BODY-400", "21");
