// suites/b2b/common/schemes.test.ts — every area A operation succeeds with either security scheme, bearerJwt and serviceKey.
import { conformanceTest } from "../../../harness/conformance-test.js";
import { B2bApi } from "../../../harness/b2b/api.js";
import { B2B_OPERATIONS } from "../../../harness/b2b/operations.js";

const SCHEMES = [
  { scheme: "bearer", suffix: "BEARER-JWT", requirement: "A.AUTH.BEARER-JWT", name: "bearerJwt" },
  { scheme: "serviceKey", suffix: "SERVICE-KEY", requirement: "A.AUTH.SERVICE-KEY", name: "serviceKey" },
] as const;

for (const o of B2B_OPERATIONS) {
  for (const s of SCHEMES) {
    conformanceTest({
      id: `A-${o.key}-${s.suffix}`,
      title: `answers operation ${o.op} with 200 to a ${s.name} credential`,
      requirements: [s.requirement, o.requirement, ...(o.also ?? []), "A.OP.BASE-URL", "A.VERSION.NO-PATH-SEGMENT", ...(o.common ? ["A.BODY.JSON"] : [])],
      needs: o.needs,
      hint: `${o.title} with the ${s.name} credential alone must succeed`,
    }, async (t) => o.success(new B2bApi(t), { scheme: s.scheme }));
  }
}
