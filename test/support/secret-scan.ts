// Searches every file under a directory (and extra texts) for secret values and patterns.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface Finding {
  where: string;
  secret: string;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

export function scanForSecrets(dir: string, texts: Record<string, string>, secrets: string[], patterns: RegExp[]): Finding[] {
  const sources: [string, string][] = [...Object.entries(texts), ...files(dir).map((f): [string, string] => [f, readFileSync(f, "latin1")])];
  const findings: Finding[] = [];
  for (const [where, text] of sources) {
    for (const s of secrets) if (text.includes(s)) findings.push({ where, secret: s });
    for (const p of patterns) {
      const m = new RegExp(p.source, "g").exec(text);
      if (m) findings.push({ where, secret: m[0] });
    }
  }
  return findings;
}
