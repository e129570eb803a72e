// suites/b2b/auth/credential-parts.test.ts — "A call with invalid credentials returns 401 UnauthorizedError."
// (Authentication > Area A): a credential of several parts (F-SERVICE-KEY: a key id and a secret in two headers, or
// a query parameter beside a header) with one part wrong is an invalid credential, whatever the part; on every operation
// that has the 401 row, beside its NO-AUTH-401 and WRONG-AUTH-401 tests.
import { conformanceTest } from "../../../harness/tests/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { INPUT } from "../../../harness/b2b/profile/keys.js";
import { credentialParts, type HeaderLine } from "../../../harness/config/config.js";
import { onePartWrong } from "../../../harness/tests/credentials.js";
import { errorRow } from "../drivers/error-rows.js";

/** Operation → its test; the ids written here literally (a failing id leads to this file in one step). */
const TESTS: Record<string, string> = {
  "1": "A-BULK-GET-PART-WRONG-401", "2": "A-BUSINESS-INFO-PART-WRONG-401", "3": "A-CERT-REGISTRATION-URL-PART-WRONG-401",
  "4": "A-CERT-VALIDATE-PART-WRONG-401", "5": "A-CERT-GET-PART-WRONG-401", "6": "A-COUNTERPARTY-GET-PART-WRONG-401",
  "7": "A-COUNTERPARTY-DELETE-PART-WRONG-401", "8": "A-COUNTERPARTY-UPDATE-PART-WRONG-401", "9": "A-COUNTERPARTY-LIST-PART-WRONG-401",
  "10": "A-COUNTERPARTY-CREATE-PART-WRONG-401", "11": "A-FILE-UPLOAD-URL-PART-WRONG-401", "12": "A-SHEET-PART-WRONG-401",
  "13": "A-DRAFT-PART-WRONG-401", "14": "A-UPDATE-DRAFT-PART-WRONG-401", "15": "A-ISSUE-IMMEDIATELY-PART-WRONG-401",
  "15b": "A-REQUEST-REVERSE-PART-WRONG-401", "16": "A-ATTACH-FILE-PART-WRONG-401", "17": "A-DELETE-ATTACHMENT-PART-WRONG-401",
  "18": "A-LIST-ATTACHMENTS-PART-WRONG-401", "19": "A-CANCEL-ISSUANCE-PART-WRONG-401", "20": "A-CANCEL-REQUEST-PART-WRONG-401",
  "21": "A-ISSUE-PART-WRONG-401", "22": "A-PDF-URL-PART-WRONG-401", "23": "A-POPUP-URL-PART-WRONG-401", "24": "A-PRINT-URL-PART-WRONG-401",
};

const SCHEMES = { bearer: "b2bBearerAuth", serviceKey: "b2bServiceKeyAuth" } as const;

/** The configured credentials of the two schemes that have several parts. */
function severalParts(api: B2bApi): [string, HeaderLine][] {
  return Object.entries(SCHEMES).flatMap(([scheme, field]) => {
    const c = api.t.run.config[field];
    return c?.more?.length ? [[scheme, c] as [string, HeaderLine]] : [];
  });
}

for (const [n, [op, id]] of Object.entries(TESTS).entries()) {
  const o = operation(op);
  if (id !== `A-${o.key}-PART-WRONG-401`) throw new Error(`${id} is declared as A-${o.key}-PART-WRONG-401 of operation ${op}: write that id`);
  const row = errorRow("UnauthorizedError", op);
  conformanceTest({
    id, title: `refuses operation ${op} with one part of a credential wrong`, requirements: [row.requirement, "A.ERR.KIND-AND-STATUS"],
    needs: [...o.needs, INPUT.errors], errorRows: [{ error: row.error, op }],
    hint: `a credential of several parts with one part wrong, the others right, is invalid: ${row.status} ${row.error} (${row.condition})`,
  }, async (t) => {
    const api = new B2bApi(t);
    api.credential("main"); // without any credential configured, skipped naming it, as WRONG-AUTH-401 is
    const credentials = severalParts(api);
    if (credentials.length === 0) {
      t.pending("A-OPEN-SERVICE-KEY", "the configured credentials (CONFORMANCE_B2B_BEARER_AUTH, CONFORMANCE_B2B_SERVICE_KEY_AUTH) have one part each: "
        + "nothing to break one part of");
    }
    // One request per credential, one part wrong in it: the part turns with the operation, so each is broken somewhere.
    for (const [scheme, credential] of credentials) {
      const parts = credentialParts(credential);
      const index = n % parts.length;
      const what = `${o.title} with the ${scheme} credential's part ${parts[index]!.name} (${index + 1} of ${parts.length}) wrong, the others right`;
      const res = await o.probe(api, { scheme: "wrong", wrong: onePartWrong(t, credential, index) });
      api.expectError(res, { status: row.status, identifier: row.error, what });
    }
  });
}
