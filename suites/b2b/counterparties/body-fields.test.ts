// suites/b2b/counterparties/body-fields.test.ts — DELETE|PATCH /b2b/counterparties/{counterpartyId}, GET|POST /b2b/counterparties: body shapes are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-DELETE-BODY-FIELDS",
  title: "validates a DeleteB2bCounterpartyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.COUNTERPARTY-DELETE-OPTIONAL"],
});
pendingTest({
  id: "A-COUNTERPARTY-UPDATE-BODY-FIELDS",
  title: "validates a UpdateB2bCounterpartyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.COUNTERPARTY-UPDATE-REQUIRED", "A.ERR.COUNTERPARTY-MISSING-FIELDS"],
});
pendingTest({
  id: "A-COUNTERPARTY-LIST-BODY-FIELDS",
  title: "validates a GetB2bCounterpartiesBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.PARAM.COUNTERPARTY-LIST-REQUEST-BODY"],
});
pendingTest({
  id: "A-COUNTERPARTY-CREATE-BODY-FIELDS",
  title: "validates a CreateB2bCounterpartyBody as documented",
  openPoint: "A-OPEN-REQUEST-SHAPES",
  requirements: ["A.BODY.COUNTERPARTY-CREATE-REQUIRED", "A.ERR.COUNTERPARTY-MISSING-FIELDS"],
});
