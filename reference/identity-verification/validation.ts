// Validates the body of POST /identity-verifications/{id}/send as the spec names it; faults loosen single rules.
import type { FaultSet } from "../faults.js";
import { birthFromIdentityNumber } from "./customers.js";
import { METHODS, OPERATORS, type Method, type Operator } from "./model.js";
import { anyOptional, digitsOnly, STAND_IN_PHONE } from "./fault-paths.js";

export interface SendRequest {
  storeId?: string;
  channelKey: string;
  customer: { id?: string; name: string; phoneNumber: string; identityNumber?: string };
  customData?: string;
  bypass?: string;
  operator: Operator;
  method: Method;
}

export class Invalid extends Error {}

const PHONE = /^[0-9]+$/;
const IDENTITY_NUMBER = /^[0-9]{7}$/;
type Obj = Record<string, unknown>;

/** Seven digits whose first six are a real date YYMMDD in the century the seventh digit names. */
function isIdentityNumber(value: string): boolean {
  if (!IDENTITY_NUMBER.test(value)) return false;
  const { birthDate } = birthFromIdentityNumber(value);
  const date = new Date(`${birthDate}T00:00:00Z`);
  // Stryker disable next-line ConditionalExpression, LogicalOperator: open B-OPEN-IDENTITY-DATE: whether a date that does not exist is refused is open
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(birthDate);
}

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The field a path ends in ("customer.name" → name) of its object; the message names the whole path. */
const fieldOf = (o: Obj, path: string): unknown => o[path.slice(path.lastIndexOf(".") + 1)];

function optionalString(o: Obj, path: string): string | undefined {
  const v = fieldOf(o, path);
  if (v === undefined) return undefined;
  if (typeof v !== "string") {
    // Stryker disable next-line StringLiteral: message: the spec fixes no error message
    throw new Invalid(`${path} must be a string`);
  }
  return v;
}

// Stryker disable next-line ArrowFunction, StringLiteral: message: the spec fixes no error message
const requiredMessage = (path: string) => `${path} is required and must be a non-empty string`;

function requiredString(o: Obj, path: string): string {
  const v = fieldOf(o, path);
  if (typeof v !== "string") throw new Invalid(requiredMessage(path));
  // Stryker disable next-line ConditionalExpression, StringLiteral: unfixed: the spec requires the field, not that it is non-empty
  if (v === "") throw new Invalid(requiredMessage(path));
  return v;
}

export function parseSend(body: unknown, faults: FaultSet): SendRequest {
  const fault = (name: string) => faults.has(`identity-verification.${name}`);
  if (body === undefined && fault("no-body-500")) throw new TypeError("Cannot read properties of undefined (reading 'channelKey')");
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  if (!isObject(body)) throw new Invalid("the body must be a JSON object");
  const optional = fault("optional-field-types-unchecked") ? anyOptional : optionalString;
  const channelKeyRaw = fault("wrong-type-accepted") && body.channelKey !== undefined ? String(body.channelKey) : body.channelKey;
  const channelKey = fault("missing-channel-key-404") && channelKeyRaw === undefined ? "" : requiredString({ channelKey: channelKeyRaw }, "channelKey");
  if (body.customer === undefined && fault("missing-customer-500")) throw new TypeError("Cannot read properties of undefined (reading 'name')");
  if (body.customer === null && fault("null-customer-500")) throw new TypeError("Cannot read properties of null (reading 'name')");
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  if (!isObject(body.customer)) throw new Invalid("customer is required and must be an object");
  const c = body.customer;
  const name = c.name === undefined && fault("missing-name-accepted") ? "" : requiredString(c, "customer.name");
  let phoneNumber = c.phoneNumber === undefined && fault("missing-phone-accepted") ? STAND_IN_PHONE : requiredString(c, "customer.phoneNumber");
  if (fault("hyphenated-phone-accepted")) phoneNumber = phoneNumber.replaceAll("-", "");
  if (!PHONE.test(phoneNumber) && !fault("phone-not-validated")) {
    // Stryker disable next-line StringLiteral: message: the spec fixes no error message
    throw new Invalid("customer.phoneNumber must be digits only, without hyphens");
  }
  const identityNumber = optional(c, "customer.identityNumber");
  const identityValid = (v: string) => (fault("identity-number-length-unchecked") ? digitsOnly(v) : isIdentityNumber(v));
  if (identityNumber !== undefined && !identityValid(identityNumber) && !fault("identity-number-not-validated")) {
    // Stryker disable next-line StringLiteral: message: the spec fixes no error message
    throw new Invalid("customer.identityNumber must be the first 7 digits of the resident registration number");
  }
  const operator = body.operator === undefined && fault("missing-operator-accepted") ? "SKT" : body.operator;
  if (!(OPERATORS as readonly unknown[]).includes(operator) && !fault("operator-not-validated")) {
    // Stryker disable next-line StringLiteral: message: the spec fixes no error message
    throw new Invalid(`operator must be one of ${OPERATORS.join(", ")}`);
  }
  if (operator === "KT_MVNO" && fault("operator-kt-mvno-refused")) throw new Invalid("operator KT_MVNO is not supported");
  let method = body.method === undefined && fault("missing-method-defaults-sms") ? "SMS" : body.method;
  if (!(METHODS as readonly unknown[]).includes(method)) {
    if (fault("method-not-validated")) method = "SMS";
    else {
      // Stryker disable next-line StringLiteral: message: the spec fixes no error message
      throw new Invalid(`method must be one of ${METHODS.join(", ")}`);
    }
  }
  const needsIdentity = method === "SMS" ? !fault("sms-without-identity-number-accepted") : fault("app-requires-identity-number");
  // Stryker disable next-line StringLiteral: message: the spec fixes no error message
  if (identityNumber === undefined && needsIdentity) throw new Invalid(`customer.identityNumber is required for the ${String(method)} method`);
  if (fault("optional-fields-refused") && (body.customData !== undefined || c.id !== undefined)) throw new Invalid("unknown field");
  if (fault("bypass-refused") && body.bypass !== undefined) throw new Invalid("bypass is not supported by this channel");
  return {
    storeId: optional(body, "storeId"),
    channelKey,
    customer: { id: optional(c, "customer.id"), name, phoneNumber, identityNumber },
    customData: optional(body, "customData"),
    bypass: optional(body, "bypass"),
    operator: operator as Operator,
    method: method as Method,
  };
}
