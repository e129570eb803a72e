// Named faults of the reference's identity verification API (area B); each breaks one rule the suite must catch.
import { faultsOf, type FaultDefinition } from "../fault-definition.js";

const fault = faultsOf("identity-verification");

const UNAUTHORIZED = ["B-LOOKUP-UNAUTHORIZED", "B-SEND-UNAUTHORIZED", "B-CONFIRM-UNAUTHORIZED", "B-RESEND-UNAUTHORIZED"];

export const identityVerificationFaults: FaultDefinition[] = [
  // credentials and stores
  fault("missing-auth-accepted", "a request without a credential acts on the main store", UNAUTHORIZED),
  fault("wrong-credential-accepted", "any value of the credential header acts on the main store", UNAUTHORIZED),
  fault("own-store-id-refused", "the caller's own store id is refused as storeId", ["B-LOOKUP-OWN-STORE-ID", "B-SEND-OWN-STORE-ID", "B-CONFIRM-OWN-STORE-ID"]),
  fault("store-id-ignored", "the lookup ignores an invalid storeId", ["B-LOOKUP-INVALID-STORE-400"]),
  fault("stores-not-isolated", "a lookup finds verifications of every store", ["B-LOOKUP-OTHER-STORE-HIDDEN"]),
  fault("default-store-other", "without storeId every operation acts on another store than the token's", ["B-SEND-DEFAULT-STORE-IS-TOKEN"]),
  // error bodies
  fault("error-code-not-type", "error bodies name the kind in code instead of type",
    ["B-LOOKUP-UNKNOWN-404", "B-SEND-NO-NAME-400", "B-SEND-TWICE-409", "B-CONFIRM-WRONG-OTP", "B-RESEND-APP-REFUSED"]),
  fault("error-message-number", "error bodies carry the status number as message", ["B-LOOKUP-UNKNOWN-404", "B-SEND-TWICE-409", "B-CONFIRM-NOT-SENT-404"]),
  fault("pg-provider-without-pg-code", "the PG_PROVIDER body lacks pgCode", ["B-SEND-PG-PROVIDER-500"]),
  fault("malformed-body-500", "a body that is not JSON is answered with 500", ["B-SEND-MALFORMED-JSON-400"]),
  fault("unknown-id-wrong-type", "the lookup of an unknown id answers type NOT_FOUND", ["B-LOOKUP-UNKNOWN-404"]),
  // send validation
  fault("missing-channel-key-404", "a send without channelKey answers 404 CHANNEL_NOT_FOUND", ["B-SEND-NO-CHANNEL-KEY-400"]),
  fault("missing-customer-500", "a send without customer crashes with 500", ["B-SEND-NO-CUSTOMER-400"]),
  fault("missing-name-accepted", "a send without customer.name is accepted", ["B-SEND-NO-NAME-400"]),
  fault("missing-phone-accepted", "a send without customer.phoneNumber is accepted", ["B-SEND-NO-PHONE-400"]),
  fault("missing-operator-accepted", "a send without operator is accepted as SKT", ["B-SEND-NO-OPERATOR-400"]),
  fault("missing-method-defaults-sms", "a send without method is taken as SMS", ["B-SEND-NO-METHOD-400"]),
  fault("operator-not-validated", "any operator value is accepted", ["B-SEND-BAD-OPERATOR-400"]),
  fault("operator-kt-mvno-refused", "the operator KT_MVNO is refused", ["B-SEND-EACH-OPERATOR"]),
  fault("method-not-validated", "an unknown method is taken as SMS", ["B-SEND-BAD-METHOD-400"]),
  fault("hyphenated-phone-accepted", "hyphens are stripped from phone numbers instead of refused", ["B-SEND-PHONE-HYPHENS-400"]),
  fault("phone-not-validated", "any phone number string is accepted", ["B-SEND-PHONE-HYPHENS-400", "B-SEND-PHONE-LETTERS-400"]),
  fault("sms-without-identity-number-accepted", "an SMS send without identityNumber is accepted", ["B-SEND-SMS-NO-IDENTITY-400"]),
  fault("identity-number-not-validated", "an identityNumber that is not 7 digits is accepted", ["B-SEND-IDENTITY-FORMAT-400"]),
  fault("app-requires-identity-number", "an APP send without identityNumber is refused", ["B-SEND-APP-ACCEPTED"]),
  fault("wrong-type-accepted", "a channelKey that is no string is read as its text", ["B-SEND-WRONG-TYPE-400"]),
  fault("bypass-refused", "a send with bypass is refused", ["B-SEND-BYPASS-ACCEPTED"]),
  fault("optional-fields-refused", "customData and customer.id are refused as unknown fields", ["B-SEND-OPTIONAL-FIELDS", "B-LOOKUP-CUSTOM-DATA"]),
  fault("unknown-channel-accepted", "an unknown channelKey falls back to the TEST channel", ["B-SEND-UNKNOWN-CHANNEL-404"]),
  fault("send-answers-record", "send answers the record instead of an empty success", ["B-SEND-SMS-ACCEPTED", "B-SEND-APP-ACCEPTED", "B-SEND-OPTIONAL-FIELDS"]),
  // send state rules
  fault("send-allowed-twice", "a second send of the same id is accepted", ["B-SEND-TWICE-409"]),
  fault("send-on-verified-accepted", "a verified verification can be sent again", ["B-SEND-VERIFIED-409", "B-SEND-AFTER-CONFIRM-409"]),
  fault("verified-send-409-sent", "send on a verification verified elsewhere answers ALREADY_SENT", ["B-SEND-VERIFIED-409"]),
  // confirm
  fault("confirm-before-send-409", "confirm of a never-sent verification answers 409", ["B-CONFIRM-NOT-SENT-404"]),
  fault("confirm-unknown-not-sent", "confirm and resend of an unknown id answer NOT_SENT", ["B-CONFIRM-UNKNOWN-404", "B-RESEND-UNKNOWN-404"]),
  fault("wrong-otp-accepted", "any OTP verifies an SMS verification", ["B-CONFIRM-WRONG-OTP", "B-RESEND-OLD-OTP-REFUSED"]),
  fault("confirm-without-otp-accepted", "an SMS confirm without otp verifies", ["B-CONFIRM-SMS-NO-OTP"]),
  fault("confirm-twice-succeeds", "a second confirm of a verification verified through the API succeeds", ["B-CONFIRM-VERIFIED-409"]),
  fault("verified-elsewhere-confirm-succeeds", "confirm of a verification verified elsewhere succeeds", ["B-CONFIRM-VERIFIED-ELSEWHERE"]),
  fault("confirm-not-persisted", "confirm answers success but the verification stays READY",
    ["B-CONFIRM-LOOKUP-VERIFIED", "B-CONFIRM-VERIFIED-409", "B-CONFIRM-APP-VERIFIES", "B-RESEND-NEW-OTP-VERIFIES"]),
  fault("confirm-response-wrong-id", "the confirm response names another id", ["B-CONFIRM-SMS-VERIFIES", "B-CONFIRM-APP-VERIFIES"]),
  fault("confirm-response-missing-pg-tx-id", "the confirm response lacks pgTxId", ["B-CONFIRM-RESPONSE-RECORD"]),
  fault("app-confirm-without-completion", "an APP confirm verifies without the app step", ["B-CONFIRM-APP-INCOMPLETE"]),
  fault("app-confirm-requires-otp", "an APP confirm without otp is refused", ["B-CONFIRM-APP-VERIFIES"]),
  // resend
  fault("old-otp-valid-after-resend", "the OTP replaced by resend still verifies", ["B-RESEND-OLD-OTP-REFUSED"]),
  fault("resend-keeps-otp", "resend sends no new OTP", ["B-RESEND-OLD-OTP-REFUSED", "B-RESEND-NEW-OTP-VERIFIES"]),
  fault("resend-allowed-for-app", "resend of an APP verification succeeds", ["B-RESEND-APP-REFUSED"]),
  fault("resend-before-send-accepted", "resend of a never-sent verification is not refused with NOT_SENT", ["B-RESEND-NOT-SENT-404"]),
  fault("resend-on-verified-accepted", "resend of a verification verified through the API succeeds", ["B-RESEND-VERIFIED-409"]),
  fault("resend-verified-elsewhere-accepted", "resend of a verification verified elsewhere succeeds", ["B-RESEND-VERIFIED-ELSEWHERE"]),
  fault("resend-answers-body", "resend answers with a body instead of an empty success", ["B-RESEND-SMS-ACCEPTED"]),
  // records
  fault("status-lowercase", "the lookup writes status in lower case", ["B-LOOKUP-RECORD-READY", "B-LOOKUP-RECORD-VERIFIED", "B-LOOKUP-RECORD-FAILED"]),
  fault("requested-at-missing", "the lookup record lacks requestedAt", ["B-LOOKUP-RECORD-READY", "B-LOOKUP-RECORD-AFTER-SEND"]),
  fault("lookup-id-mismatch", "the lookup record gives the id in upper case", ["B-LOOKUP-RECORD-READY", "B-LOOKUP-RECORD-AFTER-SEND"]),
  fault("requested-customer-when-verified", "requestedCustomer stays on VERIFIED records", ["B-LOOKUP-RECORD-VERIFIED", "B-CONFIRM-LOOKUP-VERIFIED"]),
  fault("verified-fields-when-ready", "READY and FAILED records carry pgTxId: null",
    ["B-LOOKUP-RECORD-READY", "B-LOOKUP-RECORD-FAILED", "B-LOOKUP-RECORD-AFTER-SEND"]),
  fault("birth-date-compact", "verifiedCustomer.birthDate is written yyyyMMdd", ["B-LOOKUP-RECORD-VERIFIED", "B-CONFIRM-RESPONSE-RECORD"]),
  fault("gender-lowercase", "verifiedCustomer.gender is written in lower case", ["B-LOOKUP-RECORD-VERIFIED", "B-CONFIRM-RESPONSE-RECORD"]),
  fault("channel-type-lowercase", "channel.type is written in lower case",
    ["B-LOOKUP-RECORD-VERIFIED", "B-LOOKUP-RECORD-FAILED", "B-LOOKUP-CHANNEL-SELECTED", "B-CONFIRM-RESPONSE-RECORD"]),
  fault("channel-without-pg-merchant-id", "channel lacks pgMerchantId", ["B-LOOKUP-RECORD-FAILED", "B-LOOKUP-CHANNEL-SELECTED"]),
  fault("channel-recorded-wrong", "the record names another channel key than the one sent", ["B-LOOKUP-CHANNEL-SELECTED"]),
  fault("custom-data-altered", "the record gives customData JSON-encoded a second time", ["B-LOOKUP-CUSTOM-DATA"]),
];
