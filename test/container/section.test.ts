// The profile's container section: ports, placeholders and ${CONFORMANCE_…} references resolved for one container.
import { describe, expect, test } from "vitest";
import { resolveSection } from "../../harness/container/section.js";
import { isHarnessError } from "../../harness/outcomes/errors.js";

describe("container section", () => {
  test("fills ports and URLs into env and command", async () => {
    const c = await resolveSection({ ports: { baseUrl: 18080, legacyBaseUrl: "auto" },
      env: { PORT: "{base_url_port}", PUBLIC: "{legacy_base_url}/x" }, command: ["serve", "--port={legacy_base_url_port}"] }, {});
    const legacyPort = new URL(c.urls.legacyBaseUrl!).port;
    expect(c.urls.baseUrl).toBe("http://127.0.0.1:18080");
    expect(c.env).toEqual({ PORT: "18080", PUBLIC: `http://127.0.0.1:${legacyPort}/x` });
    expect(c.command).toEqual(["serve", `--port=${legacyPort}`]);
  });

  test("passes CONFORMANCE_ variables, secret unless a known setting, and leaves out unset ones", async () => {
    const c = await resolveSection({ ports: { baseUrl: 1 },
      env: { KEY: "${CONFORMANCE_IMP_KEY}", FAULTS: "${CONFORMANCE_REFERENCE_FAULTS}", OTHER: "${CONFORMANCE_NOT_SET}" } },
    { CONFORMANCE_IMP_KEY: "k-123456", CONFORMANCE_REFERENCE_FAULTS: "legacy-token.no-extension" });
    expect(c.env).toEqual({ KEY: "k-123456", FAULTS: "legacy-token.no-extension" });
    expect(c.secrets).toEqual(["k-123456"]);
    expect(c.dropped).toEqual(["OTHER (CONFORMANCE_NOT_SET not set)"]);
  });

  test("refuses references to variables that are not the suite's", async () => {
    const err = await resolveSection({ ports: { baseUrl: 1 }, env: { X: "${HOME}" } }, { HOME: "/root" }).catch((e: unknown) => e);
    expect(isHarnessError(err)).toBe(true);
  });

  test("waits for HTTP at / for 60 s unless the section says otherwise", async () => {
    const c = await resolveSection({ ports: { baseUrl: 1 } }, {});
    expect({ wait: c.wait, timeout: c.startupTimeoutMs }).toEqual({ wait: { httpPath: "/" }, timeout: 60_000 });
  });
});
