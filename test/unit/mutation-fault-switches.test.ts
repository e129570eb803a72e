// The ignorer of mutation testing (mutation/fault-switches.ts), through Stryker's own instrumenter: a named fault's
// switches and the branches only a fault reaches are never mutated; the behaviour around them is.
import { describe, expect, test } from "vitest";
import { Instrumenter } from "@stryker-mutator/instrumenter";
import type { Logger } from "@stryker-mutator/api/logging";
import { strykerPlugins } from "../../mutation/fault-switches.js";

const ignorer = strykerPlugins[0]!.value;
const silent = new Proxy({}, { get: () => () => false }) as unknown as Logger;

/** The string literals of a snippet (the instrumenter counts lines from 0), each as "mutated" or "fault code" by what Stryker made of its StringLiteral mutant. */
async function literals(code: string): Promise<Record<string, string>> {
  const { mutants } = await new Instrumenter(silent).instrument([{ name: "reference/example.ts", content: code, mutate: true }],
    { ignorers: [ignorer], excludedMutations: [], plugins: null });
  const out: Record<string, string> = {};
  for (const m of mutants.filter((m) => m.mutatorName === "StringLiteral")) {
    const text = code.split("\n")[m.location.start.line]!.slice(m.location.start.column, m.location.end.column);
    if (!text.includes(".")) out[text] = m.status === "Ignored" ? "fault code" : "mutated";
  }
  return out;
}

describe("the fault-switch ignorer", () => {
  test("skips the branch an if of a fault switch guards, not the code after it", async () => {
    expect(await literals(`let a = ""; if (has("no-extension")) a = "fault"; a = "kept";`)).toMatchObject({ '"fault"': "fault code", '"kept"': "mutated" });
  });

  test("skips the else of a negated switch and keeps its then", async () => {
    expect(await literals(`let a; if (!faults.has("legacy-token.no-extension")) a = "kept"; else a = "fault";`))
      .toMatchObject({ '"kept"': "mutated", '"fault"': "fault code" });
  });

  test("skips the value a conditional of a switch gives only under the fault", async () => {
    expect(await literals(`const v = x && this.has("limit-ignored") ? "fault" : "kept";`)).toMatchObject({ '"fault"': "fault code", '"kept"': "mutated" });
  });

  test("follows a const that holds a switch", async () => {
    expect(await literals(`const on = fault("send-allowed-twice"); let a; if (on) a = "fault"; a = "kept";`))
      .toMatchObject({ '"fault"': "fault code", '"kept"': "mutated" });
  });

  test("takes only calls that name a fault of the catalogue as switches", async () => {
    expect(await literals(`let a; if (q.has("start")) a = "kept";`)).toMatchObject({ '"kept"': "mutated" });
  });

  test("takes a fault's name handed on in `fault` as a switch, and a call of a const arrow that is one", async () => {
    expect(await literals(`function req(fault: string) { let a; if (this.has(fault)) a = "fault"; a = "kept"; }`))
      .toMatchObject({ '"fault"': "fault code", '"kept"': "mutated" });
    expect(await literals("const faulty = (fault: string) => has(fault) || (on && has(`${fault}-x`)); let a; if (faulty(\"bearer-refused\")) a = \"fault\"; a = \"kept\";"))
      .toMatchObject({ '"fault"': "fault code", '"kept"': "mutated" });
    expect(await literals(`let a; if (q.has(name)) a = "kept";`)).toMatchObject({ '"kept"': "mutated" });
  });

  test("skips a method whose whole body returns a switch's value", async () => {
    expect(await literals(`class X { e(t) { return this.has("edit-after-cancel") && t.status === "A"; } f() { return "kept"; } }`))
      .toMatchObject({ '"A"': "fault code", '"kept"': "mutated" });
  });

  test("skips a switch helper whole", async () => {
    const { mutants } = await new Instrumenter(silent).instrument([{ name: "reference/example.ts", mutate: true,
      content: "const fault = (name: string) => faults.has(`identity-verification.${name}`);" }], { ignorers: [ignorer], excludedMutations: [], plugins: null });
    expect(mutants.length).toBeGreaterThan(0);
    expect(mutants.filter((m) => m.status !== "Ignored").map((m) => m.mutatorName)).toEqual([]);
  });
});
