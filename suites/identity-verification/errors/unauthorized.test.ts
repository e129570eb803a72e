// The spec's area B error row "all | 401 | UNAUTHORIZED", once for every operation: each test sends its operation's
// request without a credential and with a wrong one. The request is otherwise one the operation accepts, to a
// verification that exists in the state it needs: the spec orders 401 before none of the other rows, so an unknown id
// or an invalid body beside a missing credential would leave two answers open (one broken rule per request).
import { conformanceTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import type { HttpResponse, RequestOptions } from "../../../harness/http/http.js";
import { confirm, lookup, resend, send } from "../../../harness/identity-verification/api.js";
import { expectUnauthorized } from "../../../harness/identity-verification/credentials.js";
import { existingId, sendNew } from "../../../harness/identity-verification/flows.js";
import { otpReader } from "../../../harness/identity-verification/otp-source.js";
import { SENDS, VERIFIES } from "../../../harness/identity-verification/profile.js";
import { sendableId } from "../../../harness/identity-verification/provisioning.js";
import { validSendBody } from "../../../harness/identity-verification/send-body.js";

type Call = (o: RequestOptions) => Promise<HttpResponse>;

interface Operation {
  id: string;
  title: string;
  /** The request, as a failure names it. */
  what: string;
  /** What is sent, valid but for the credential, as the hint names it. */
  sent: string;
  needs?: string[];
  /** The operation's request, set up once per test with the valid credential and sent with each wrong one. */
  request(t: Conformance): Promise<Call>;
}

const OPERATIONS: Operation[] = [
  { id: "B-SEND-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a send without a valid credential", what: "the send",
    sent: "a valid SMS send body for a verification id send accepts", needs: SENDS,
    request: async (t) => {
      const [id, body] = [await sendableId(t), validSendBody(t, "SMS")];
      return (o) => send(t.api, id, body, o);
    } },
  { id: "B-LOOKUP-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a lookup without a valid credential", what: "the lookup",
    sent: "a lookup of a verification that exists",
    request: async (t) => {
      const id = await existingId(t);
      return (o) => lookup(t.api, id, o);
    } },
  { id: "B-CONFIRM-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a confirm without a valid credential", what: "the confirm",
    sent: "a confirm of a sent SMS verification with the OTP it was sent", needs: VERIFIES,
    request: async (t) => {
      const { id } = await sendNew(t, "SMS");
      const otp = await otpReader(t).current(id);
      return (o) => confirm(t.api, id, { otp }, o);
    } },
  { id: "B-RESEND-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a resend without a valid credential", what: "the resend",
    sent: "a resend of a sent SMS verification", needs: SENDS,
    request: async (t) => {
      const { id } = await sendNew(t, "SMS");
      return (o) => resend(t.api, id, o);
    } },
];

for (const op of OPERATIONS) {
  conformanceTest({
    id: op.id,
    title: op.title,
    requirements: ["B.AUTH.UNAUTHORIZED", "B.ERROR.SHAPE"],
    ...(op.needs ? { needs: op.needs } : {}),
    hint: `${op.sent}, so the credential is the only thing wrong; the body is { type: UNAUTHORIZED, message? }`,
  }, async (t) => {
    await expectUnauthorized(t, op.what, await op.request(t));
  });
}
