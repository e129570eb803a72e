// The members the wrong-type cases change (suites/b2b/drivers/wrong-types.ts): found in the profile's template.
import { describe, expect, test } from "vitest";
import { nestingMember, placeholderAt, withMember } from "../../suites/b2b/drivers/wrong-types.js";
import { render } from "../../harness/b2b/profile/template.js";

const ALT = { partner: { externalId: "{{counterpartyId}}", company: { title: "{{name}}", ceo: "{{representativeName}}" }, mail: "{{email}}",
  extraContacts: "{{additionalContacts}}" } };
const FLAT = { TaxId: "{{brn}}", Name: "{{name}}", Owner: "{{representativeName}}", Contacts: "{{additionalContacts}}" };
const vars = { counterpartyId: "c1", brn: "1208147521", name: "N", representativeName: "R", email: "e@x.kr", additionalContacts: [{ label: "a" }] };

describe("the member a wrong-type case changes", () => {
  test("the outermost member nesting every named value, not an inner one nesting some", () => {
    expect(nestingMember(ALT, render(ALT, vars, "k"), ["name", "representativeName", "email"])).toEqual(["partner"]);
    expect(nestingMember(ALT, render(ALT, vars, "k"), ["name", "representativeName"])).toEqual(["partner"]);
  });

  test("an inner member when only it nests the values", () => {
    const template = { note: "{{email}}", company: { title: "{{name}}", ceo: "{{representativeName}}" } };
    expect(nestingMember(template, render(template, vars, "k"), ["name", "representativeName"])).toEqual(["company"]);
  });

  test("none in a flat body, nor where no value is named", () => {
    expect(nestingMember(FLAT, render(FLAT, vars, "k"), ["name"])).toBeUndefined();
    expect(nestingMember(ALT, render(ALT, vars, "k"), [])).toBeUndefined();
  });

  test("a placeholder that fills a member with an object nests it", () => {
    const template = { taxInvoice: "{{taxInvoice}}" };
    expect(nestingMember(template, render(template, { taxInvoice: { supplier: { brn: "1" } } }, "k"), ["taxInvoice"])).toEqual(["taxInvoice"]);
    expect(nestingMember({ fileId: "{{fileId}}" }, { fileId: "f1" }, ["fileId"])).toBeUndefined();
  });

  test("the member a whole placeholder fills, at any depth; none for the whole body", () => {
    expect(placeholderAt(ALT, "additionalContacts")).toEqual(["partner", "extraContacts"]);
    expect(placeholderAt(FLAT, "additionalContacts")).toEqual(["Contacts"]);
    expect(placeholderAt({ x: "contacts: {{additionalContacts}}" }, "additionalContacts")).toBeUndefined();
    expect(placeholderAt("{{additionalContacts}}", "additionalContacts")).toEqual([]);
  });

  test("one member changed in a copy, the body itself left as it was", () => {
    const body = render(ALT, vars, "k");
    expect(withMember(body, ["partner", "extraContacts"], "x")).toEqual({ partner: { ...(body as { partner: object }).partner, extraContacts: "x" } });
    expect(withMember(body, ["partner"], null)).toEqual({ partner: null });
    expect(body).toEqual(render(ALT, vars, "k"));
  });
});
