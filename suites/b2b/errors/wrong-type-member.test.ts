// suites/b2b/errors/wrong-type-member.test.ts — A valid request with one member of another JSON type, where the profile's
// wire shape nests (drivers/wrong-types.ts): whatever a target reads it as, its answer is a documented one, never a 5xx.
// - The member nesting every field the profile's body "missing required fields" leaves out sent as null: required fields
//   are missing, so invalid input, 400 InvalidRequestError, or the row of operations 8 and 10 that describes it.
// - The member nesting a draft's invoice sent as null: a refusal is invalid input, or a party that does not exist (the
//   draft names none); whether a draft without its invoice may be saved is not shown (A-OPEN-REQUEST-SHAPES): pending.
// - Additional contacts ("may have additional contacts", a list in the profile) sent as a string: invalid input;
//   whether a target checks a member's type is not shown (A-OPEN-REQUEST-SHAPES), so an acceptance is pending.
// - The member nesting an attachment's file reference sent as null: the body "refers to a previously uploaded file" and
//   this one refers to none: invalid input, or the row of an uploaded file not found.
import type { B2bApi, TemplatedRequest } from "../../../harness/b2b/client/api.js";
import { operation } from "../../../harness/b2b/operations/catalog.js";
import { CREATES_COUNTERPARTY, INPUT } from "../../../harness/b2b/profile/keys.js";
import { placeholders } from "../../../harness/b2b/profile/template.js";
import { row } from "../../../harness/b2b/spec/operation-table.js";
import { counterpartyVars, createCounterparty } from "../../../harness/b2b/records/counterparties.js";
import { bodyVars, createInvoice, CREATES_TAX_INVOICE, invoiceVars } from "../../../harness/b2b/records/tax-invoices.js";
import { uploadFile, UPLOADS } from "../../../harness/b2b/records/uploads.js";
import { PARTY_UNKNOWN } from "../drivers/creation-cases.js";
import { refuses } from "../drivers/refusals.js";
import { contactsNotList, nullMember, type Nested } from "../drivers/wrong-types.js";

/** A new counterparty (10) with fresh values. */
const create = async (api: B2bApi): Promise<TemplatedRequest> => ({ vars: counterpartyVars(api) });
/** An update (8) of a counterparty the suite creates first. */
async function update(api: B2bApi): Promise<TemplatedRequest> {
  const { id, brn } = await createCounterparty(api);
  return { params: { counterpartyId: id }, vars: counterpartyVars(api, { brn }) };
}
const requirementOf = (op: string) => operation(op).noBody!.requirement;
const scenario = (op: string, name: string) => INPUT.request(row(op).name, name);
/** The values a valid body carries and the profile's body missing required fields leaves out: required ones among them. */
const required = (api: B2bApi, op: string): Nested => ({
  what: `the fields its ${scenario(op, "missingRequired")} body leaves out`,
  names(template) {
    const kept = placeholders(api.need(scenario(op, "missingRequired")));
    return [...placeholders(template)].filter((n) => !kept.has(n));
  },
});
const CONTACTS_ACCEPTED = { openPoint: "A-OPEN-REQUEST-SHAPES", observed: "the target accepted additional contacts sent as a string where its profile's shape has a list" };

/** The two cases of a counterparty body (8, 10), ids written here literally: its nesting member null, its contacts a string. */
function counterpartyCases(op: "8" | "10", ids: { nullMember: string; contacts: string }, request: (api: B2bApi) => Promise<TemplatedRequest>, needs: string[]): void {
  const { key } = operation(op);
  if (ids.nullMember !== `A-${key}-NULL-MEMBER-400` || ids.contacts !== `A-${key}-CONTACTS-NOT-LIST-400`) throw new Error(`the ids of operation ${op} are A-${key}-NULL-MEMBER-400 and A-${key}-CONTACTS-NOT-LIST-400`);
  const [which, call] = op === "10" ? ["a new counterparty", "POST of a counterparty"] : ["a counterparty update", "PATCH of a counterparty"];
  refuses(op, {
    id: ids.nullMember, title: `refuses ${which} whose member nesting its fields is null`, error: "InvalidRequestError", also: ["B2bCounterpartyMissingRequiredFieldsError"],
    what: `${call} with the member nesting its required fields null`, needs: [...needs, scenario(op, "missingRequired")], requirements: [requirementOf(op)],
    provoke: async (api) => nullMember(api, op, await request(api), required(api, op)),
  }, {
    id: ids.contacts, title: `refuses ${which} whose contacts are not a list`, error: "InvalidRequestError",
    what: `${call} with its additional contacts sent as a string`, needs, requirements: ["A.RECORD.ADDITIONAL-CONTACTS"], acceptedIsOpen: CONTACTS_ACCEPTED,
    provoke: async (api) => contactsNotList(api, op, await request(api)),
  });
}

counterpartyCases("10", { nullMember: "A-COUNTERPARTY-CREATE-NULL-MEMBER-400", contacts: "A-COUNTERPARTY-CREATE-CONTACTS-NOT-LIST-400" }, create, CREATES_COUNTERPARTY);
counterpartyCases("8", { nullMember: "A-COUNTERPARTY-UPDATE-NULL-MEMBER-400", contacts: "A-COUNTERPARTY-UPDATE-CONTACTS-NOT-LIST-400" }, update,
  [...CREATES_COUNTERPARTY, INPUT.request("counterpartyUpdate", "valid")]);

refuses("13", {
  id: "A-DRAFT-NULL-MEMBER-400", title: "refuses a draft whose member nesting the invoice is null", error: "InvalidRequestError",
  also: ["B2bSupplierNotFoundError", "B2bRecipientNotFoundError", ...PARTY_UNKNOWN], what: "POST draft with the member nesting its invoice null",
  needs: CREATES_TAX_INVOICE, requirements: [requirementOf("13")],
  acceptedIsOpen: { openPoint: "A-OPEN-REQUEST-SHAPES", observed: "the target saved a draft whose body's member nesting the invoice was null" },
  provoke: (api) => nullMember(api, "13", { vars: bodyVars(api, "taxInvoiceDraft", invoiceVars(api, "forward")) }, { names: () => ["taxInvoice"], what: "the invoice" }),
});

refuses("16", {
  id: "A-ATTACH-FILE-NULL-MEMBER-400", title: "refuses an attachment whose member nesting the file is null", error: "InvalidRequestError",
  also: ["B2bFileNotFoundError"], what: "POST attach-file to a draft with the member nesting its file reference null",
  needs: [...CREATES_TAX_INVOICE, INPUT.request("taxInvoiceAttachFile", "valid"), ...UPLOADS], requirements: [requirementOf("16")],
  provoke: async (api) => {
    const draft = await createInvoice(api, "draft");
    // The body is the file's reference: the member must nest all of it.
    return nullMember(api, "16", { params: { taxInvoiceKey: draft.id }, vars: await uploadFile(api) }, { names: (t) => [...placeholders(t)], what: "the file reference" });
  },
});
