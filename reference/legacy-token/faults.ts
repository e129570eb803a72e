// Named faults of the reference's legacy token API (area D); each breaks one rule the suite must catch.
import { faultsOf, type FaultDefinition } from "../fault-definition.js";

const fault = faultsOf("legacy-token");

export const legacyTokenFaults: FaultDefinition[] = [
  fault("lifetime-3600s", "new tokens live 3600 s instead of 1800 s", ["D-TOKEN-LIFETIME-1800", "D-TOKEN-RENEWED-AFTER-EXPIRY"]),
  fault("new-token-every-request", "every request issues a new token", ["D-TOKEN-REUSE-SAME", "D-TOKEN-NO-EXTENSION-90S"]),
  fault("no-extension", "a request in the last minute does not extend the expiry", ["D-TOKEN-EXTENSION-30S", "D-TOKEN-EXTENSION-HONOURED"]),
  fault("extension-any-time", "every reuse extends the expiry by 300 s", ["D-TOKEN-REUSE-SAME", "D-TOKEN-NO-EXTENSION-90S"]),
  fault("extension-600s", "the last-minute extension adds 600 s", ["D-TOKEN-EXTENSION-30S"]),
  fault("expired-token-accepted", "an expired token is still accepted", ["D-TOKEN-EXPIRED-REJECTED"]),
  fault("expired-token-reissued", "after expiry the old token string is handed out again", ["D-TOKEN-RENEWED-AFTER-EXPIRY"]),
  fault("enforces-600s", "tokens are refused 600 s after issuance although expired_at says 1800 s", ["D-TOKEN-VALID-UNTIL-EXPIRY"]),
  fault("extension-not-enforced", "expired_at moves on extension but the token dies at the original expiry", ["D-TOKEN-EXTENSION-HONOURED"]),
  fault("message-empty-string", "message is \"\" instead of null on success", ["D-TOKEN-MESSAGE-NULL"]),
  fault("code-as-string", "code is the string \"0\" on success", ["D-TOKEN-CODE-ZERO"]),
  fault("access-token-missing", "the success response has no access_token", ["D-TOKEN-ACCESS-TOKEN"]),
  fault("now-float", "now carries a fraction of a second", ["D-TOKEN-NOW-INTEGER"]),
  fault("now-in-milliseconds", "now is given in milliseconds", ["D-TOKEN-NOW-SYNCED", "D-TOKEN-LIFETIME-1800"]),
  fault("expired-at-string", "expired_at is a string", ["D-TOKEN-EXPIRED-AT-INTEGER"]),
  fault("clock-10-minutes-behind", "the server clock runs 600 s behind real time", ["D-TOKEN-NOW-SYNCED"]),
  fault("secret-not-checked", "any imp_secret is accepted for a known imp_key", ["D-TOKEN-WRONG-SECRET"]),
  fault("unknown-key-accepted", "an unknown imp_key still receives a token", ["D-TOKEN-WRONG-KEY"]),
  fault("missing-secret-accepted", "a body with a known imp_key and no imp_secret receives that key's token", ["D-TOKEN-NO-SECRET"]),
  fault("missing-key-from-secret", "a body without imp_key is served the key whose secret it carries", ["D-TOKEN-NO-KEY"]),
  fault("any-bearer-accepted", "any Authorization header is accepted", ["D-PAY-UNKNOWN-TOKEN-401", "D-PAY-MALFORMED-AUTH-401"]),
  fault("missing-auth-accepted", "a request without Authorization is accepted", ["D-PAY-NO-AUTH-401"]),
  fault("valid-token-rejected", "a valid bearer token is answered with 401", ["D-PAY-BEARER-ACCEPTED"]),
  fault("bearer-scheme-unchecked", "a valid token is accepted under any scheme, not only Bearer", ["D-PAY-OTHER-SCHEME-401"]),
  fault("bearer-trailing-text-ignored", "text after the bearer token is ignored", ["D-PAY-TRAILING-TEXT-401"]),
];
