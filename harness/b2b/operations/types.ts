// What the suite knows how to do with each area A operation: a call that must succeed, a call for the credential
// checks, an invalid call, a call without its required body, and, for 16 to 24, the call by each kind of key.
import type { HttpResponse } from "../../http/http.js";
import type { B2bApi, CallOptions } from "../client/api.js";
import type { KeyType } from "../records/tax-invoice-keys.js";

export interface OperationCalls {
  /** The row's number in the spec's operation table ("15b" included). */
  op: string;
  /** The operation's part of test ids: A-<key>-… (from the table). */
  key: string;
  /** Its success call in words (from the table). */
  title: string;
  /** The requirement that the operation answers 200 (A.OP.…). */
  requirement: string;
  /** Further requirements its success shows (an identifier in its path, a record fact, a state it needs). */
  also?: string[];
  /** The CSV export (12) takes no test parameter and lists no 403. */
  common: boolean;
  /** Profile inputs the success call needs. */
  needs: string[];
  /** Calls the operation so it must succeed, and asserts what the spec says of the answer. */
  success(api: B2bApi, o?: CallOptions): Promise<void>;
  /**
   * A call that must succeed but for what the options change (no credential, a wrong one, an account without B2B): on
   * records the test makes, with a valid request, so that the options break the one rule its test checks.
   */
  probe(api: B2bApi, o?: CallOptions): Promise<HttpResponse>;
  /** A call whose input is invalid (malformed JSON, or a test value other than true and false), and otherwise valid. */
  invalid(api: B2bApi): Promise<HttpResponse>;
  /** Identifiers besides B2bTaxInvoiceNotFoundError that an unknown invoice's call meets by its nature (17: its attachment). */
  unknownAlso?: string[];
  /** Operations 16 to 24: the call on an invoice made for it, named by a key of the given type; and on an unknown key. */
  keyed?: {
    reach(api: B2bApi, type: KeyType, o?: CallOptions): Promise<void>;
    unknown(api: B2bApi, type: KeyType): Promise<HttpResponse>;
  };
  /** An operation whose body the spec lists as required: the call without one, on something in the state it needs. */
  noBody?: NoBody;
}

export interface NoBody {
  /** The spec's body type. */
  body: string;
  requirement: string;
  needs: string[];
  /** Calls the operation without its body, or with `body` as the body's raw text (a JSON null: no body of the type either). */
  call(api: B2bApi, body?: string): Promise<HttpResponse>;
}

/** The call options that send `body` as the raw body, or none. */
export const rawBody = (body?: string) => (body === undefined ? {} : { body });

export const MALFORMED = "{\"malformed\": ";
/** A test parameter that is neither true nor false. */
export const BAD_TEST = { test: null, query: { test: "maybe" } } as const;
