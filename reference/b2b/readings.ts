// The readings of open points and the legal choices a target may make, as switches of the reference.
/**
 * Legal choices the spec leaves to a target, where the reference usually takes one and a generated dialect may take
 * the other (generated-dialect.ts): the suite must pass either way, told only by the profile.
 */
export interface Readings {
  /** POST draft refuses the reverse issuance type (A-OPEN-ISSUANCE-TYPE-MISMATCH); usually it saves either. */
  forwardDraftsOnly?: boolean;
  /** POST draft refuses a body that names no issuance type; usually absent means the operation's default. */
  issuanceTypeRequired?: boolean;
  /** A forward invoice may name a recipient no counterparty has (A-OPEN-UNREGISTERED-RECIPIENT); usually 404. */
  unregisteredForwardRecipients?: boolean;
  /** The company itself is never a party of its invoices: both parties must be registered counterparties. */
  ownCompanyNotParty?: boolean;
  /** test=true calls see a data set of their own, seeded alike (A-OPEN-TEST-MODE); usually one data set. */
  separateTestData?: boolean;
  /** The upload URL is informational, on a host that does not resolve: a file counts as uploaded once its URL is made. */
  uploadNotNeeded?: boolean;
}
