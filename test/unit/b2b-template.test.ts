// Area A request templates: {{placeholders}} filled from the suite's variables, typed when whole, text when inside.
import { describe, expect, test } from "vitest";
import { isHarnessError } from "../../harness/outcomes/errors.js";
import { placeholders, render } from "../../harness/b2b/profile/template.js";

const KEY = "b2b.requests.counterpartyCreate.valid";

describe("request template", () => {
  test("a whole-string placeholder takes the variable with its JSON type", () => {
    const vars = { n: 3, flag: false, list: [{ name: "a" }], obj: { x: 1 }, nil: null };
    expect(render({ a: "{{n}}", b: "{{flag}}", c: "{{list}}", d: "{{obj}}", e: "{{nil}}" }, vars, KEY))
      .toEqual({ a: 3, b: false, c: [{ name: "a" }], d: { x: 1 }, e: null });
  });

  test("inside a longer string the value is written as text", () => {
    expect(render({ q: "brn={{brn}}&n={{n}}" }, { brn: "1208147521", n: 2 }, KEY)).toEqual({ q: "brn=1208147521&n=2" });
  });

  test("an undefined variable drops the member, or the array item", () => {
    expect(render({ keep: "{{a}}", drop: "{{b}}", arr: ["{{a}}", "{{b}}"] }, { a: "x", b: undefined }, KEY))
      .toEqual({ keep: "x", arr: ["x"] });
  });

  test("fills nested objects and arrays, leaving other values and the template itself unchanged", () => {
    const template = { partner: { company: { title: "{{name}}" }, contacts: [{ mail: "{{email}}" }], fixed: 7, yes: true } };
    const before = structuredClone(template);
    expect(render(template, { name: "ACME", email: "a@b.invalid" }, KEY))
      .toEqual({ partner: { company: { title: "ACME" }, contacts: [{ mail: "a@b.invalid" }], fixed: 7, yes: true } });
    expect(template).toEqual(before);
  });

  test("a placeholder outside the vocabulary is a profile mistake naming the key and the vocabulary", () => {
    let thrown: unknown;
    try { render({ id: "{{counterpartyID}}" }, { counterpartyId: "c", brn: "b" }, KEY); } catch (err) { thrown = err; }
    expect(isHarnessError(thrown)).toBe(true);
    const e = thrown as { problem: string; fix: string };
    expect(e.problem).toContain(`${KEY} uses {{counterpartyID}}`);
    expect(e.fix).toContain("counterpartyId, brn");
  });

  test("placeholders lists every name a template uses, once", () => {
    expect([...placeholders({ a: "{{x}}", b: ["{{y}}-{{x}}"], c: { d: "{{z}}" }, e: 1 })].sort()).toEqual(["x", "y", "z"]);
  });

  test("{{name:<pointer>}} reads a member of a document variable, with its JSON type when whole", () => {
    const answer = { upload: { url: "https://s.invalid/b", fields: { key: "k1", policy: 7 } } };
    expect(render({ to: "{{answer:/upload/url}}", f: "{{answer:/upload/fields}}", q: "key={{answer:/upload/fields/key}}" }, { answer }, KEY))
      .toEqual({ to: "https://s.invalid/b", f: { key: "k1", policy: 7 }, q: "key=k1" });
  });

  test("a pointer that finds nothing in the document is a profile mistake naming the key", () => {
    let thrown: unknown;
    try { render("{{answer:/upload/nope}}", { answer: { upload: {} } }, KEY); } catch (err) { thrown = err; }
    expect(isHarnessError(thrown)).toBe(true);
    expect((thrown as { problem: string }).problem).toContain("{{answer:/upload/nope}}, which finds nothing");
  });

  test("|text writes the value as text where the target wants a string", () => {
    expect(render({ a: "{{n|text}}", b: "{{obj|text}}", c: "{{s|text}}", d: "{{gone|text}}" }, { n: 1200, obj: { x: 1 }, s: "x", gone: undefined }, KEY))
      .toEqual({ a: "1200", b: "{\"x\":1}", c: "x" });
  });

  test("a variable named with a leading _ is the suite's own note, not a placeholder", () => {
    expect(() => render("{{_direction}}", { _direction: "reverse" }, KEY)).toThrow(/not a placeholder/);
  });
});
