// The spec's area B error row "all | 401 | UNAUTHORIZED", once for every operation: each test sends its operation's
// request without a credential and with a wrong one.
import { conformanceTest, type Conformance } from "../../../harness/tests/conformance-test.js";
import type { HttpResponse, RequestOptions } from "../../../harness/http/http.js";
import { confirm, lookup, resend, send } from "../../../harness/identity-verification/api.js";
import { expectUnauthorized } from "../../../harness/identity-verification/credentials.js";
import { identityNumber, operator, personName, phoneNumber } from "../../../harness/identity-verification/data.js";
import { ivProfile } from "../../../harness/identity-verification/profile.js";
import { freshId } from "../../../harness/identity-verification/provisioning.js";

interface Operation {
  id: string;
  title: string;
  /** The request, as a failure names it. */
  what: string;
  /** What the credential is checked before. */
  before: string;
  /** The operation's request, made once per test and sent with each credential. */
  request(t: Conformance): (o: RequestOptions) => Promise<HttpResponse>;
}

function sendRequest(t: Conformance): (o: RequestOptions) => Promise<HttpResponse> {
  const f = t.faker;
  const body = {
    channelKey: ivProfile(t.run.profile).channelKey ?? "conformance-channel",
    customer: { name: personName(f), phoneNumber: phoneNumber(f), identityNumber: identityNumber(f) },
    operator: operator(f),
    method: "SMS",
  };
  const id = freshId();
  return (o) => send(t.api, id, body, o);
}

const OPERATIONS: Operation[] = [
  { id: "B-SEND-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a send without a valid credential", what: "the send", before: "the body",
    request: sendRequest },
  { id: "B-LOOKUP-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a lookup without a valid credential", what: "the lookup", before: "anything else",
    request: (t) => {
      const id = ivProfile(t.run.profile).verificationIds?.READY ?? freshId();
      return (o) => lookup(t.api, id, o);
    } },
  { id: "B-CONFIRM-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a confirm without a valid credential", what: "the confirm", before: "the verification",
    request: (t) => {
      const id = freshId();
      return (o) => confirm(t.api, id, { otp: t.faker.string.numeric(6) }, o);
    } },
  { id: "B-RESEND-UNAUTHORIZED", title: "answers 401 UNAUTHORIZED to a resend without a valid credential", what: "the resend", before: "the verification",
    request: (t) => {
      const id = freshId();
      return (o) => resend(t.api, id, o);
    } },
];

for (const op of OPERATIONS) {
  conformanceTest({
    id: op.id,
    title: op.title,
    requirements: ["B.AUTH.UNAUTHORIZED", "B.ERROR.SHAPE"],
    hint: `credentials are checked before ${op.before}; the body is { type: UNAUTHORIZED, message? }`,
  }, async (t) => {
    await expectUnauthorized(t, op.what, op.request(t));
  });
}
