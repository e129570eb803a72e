// suites/b2b/counterparties/response-shapes.test.ts — DELETE|PATCH /b2b/counterparties/{counterpartyId}, GET|POST /b2b/counterparties: response shapes are not shown.
import { pendingTest } from "../../../harness/conformance-test.js";

pendingTest({
  id: "A-COUNTERPARTY-DELETE-RESPONSE-SHAPE",
  title: "returns a documented DeleteB2bCounterpartyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-DELETE"],
});
pendingTest({
  id: "A-COUNTERPARTY-UPDATE-RESPONSE-SHAPE",
  title: "returns a documented UpdateB2bCounterpartyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-UPDATE"],
});
pendingTest({
  id: "A-COUNTERPARTY-LIST-RESPONSE-SHAPE",
  title: "returns a documented GetB2bCounterpartiesResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-LIST"],
});
pendingTest({
  id: "A-COUNTERPARTY-CREATE-RESPONSE-SHAPE",
  title: "returns a documented CreateB2bCounterpartyResponse",
  openPoint: "A-OPEN-RESPONSE-SHAPES",
  requirements: ["A.OP.COUNTERPARTY-CREATE"],
});
