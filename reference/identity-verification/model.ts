// Area B's data in the reference: channels and verifications, held in memory per store.
export const STATUSES = ["READY", "VERIFIED", "FAILED"] as const;
export type Status = (typeof STATUSES)[number];
export const OPERATORS = ["SKT", "KT", "LGU", "SKT_MVNO", "KT_MVNO", "LGU_MVNO"] as const;
export type Operator = (typeof OPERATORS)[number];
export const METHODS = ["SMS", "APP"] as const;
export type Method = (typeof METHODS)[number];

export interface Channel {
  id: string;
  key: string;
  name: string;
  type: "LIVE" | "TEST";
  pgProvider: "PROVIDER_A";
  pgMerchantId: string;
  /** Test-only trigger: every send through this channel fails with 500 PG_PROVIDER. */
  alwaysFails?: boolean;
}

export interface RequestedCustomer {
  id?: string;
  name?: string;
  phoneNumber?: string;
}

export interface VerifiedCustomer {
  id?: string;
  name: string;
  phoneNumber?: string;
  birthDate: string;
  gender: "MALE" | "FEMALE" | "OTHER";
  isForeigner?: boolean;
  ci: string;
  di: string;
}

export interface Verification {
  id: string;
  storeId: string;
  status: Status;
  channel?: Channel;
  customData?: string;
  requestedAt: string;
  updatedAt: string;
  statusChangedAt: string;
  requestedCustomer?: RequestedCustomer;
  /** The 7 digits given at send (SMS), used to derive the verified customer. */
  identityNumber?: string;
  method?: Method;
  operator?: Operator;
  /** Sent through POST …/send of this API (the state table's "sent through the API"). */
  sentThroughApi: boolean;
  /** The SMS one-time password currently valid. */
  otp?: string;
  /** OTPs replaced by a resend: expired. */
  expiredOtps: string[];
  /** The authentication app reported completion (control endpoint). */
  appCompleted: boolean;
  verified?: { customer: VerifiedCustomer; verifiedAt: string; pgTxId: string; pgRawResponse: string };
  /** Why a FAILED verification failed. */
  failure?: { reason?: string; pgCode?: string; pgMessage?: string };
}

/** The verifications and channels of one store. */
export class StoreData {
  readonly verifications = new Map<string, Verification>();
  readonly channels = new Map<string, Channel>();

  constructor(readonly storeId: string) {}
}
