// Valid send bodies from seeded data and the profile, and copies with one field removed or replaced.
import type { Conformance } from "../tests/conformance-test.js";
import { identityNumber, operator, personName, phoneNumber, type Method } from "./data.js";
import { INPUT, ivProfile, missingInput } from "./profile.js";

export interface SendBody {
  storeId?: string;
  channelKey: string;
  customer: { id?: string; name: string; phoneNumber: string; identityNumber?: string };
  customData?: string;
  bypass?: string;
  operator: string;
  method: Method;
}

/** A body send must accept: the profile's channel (and test customer, when given) plus generated data. */
export function validSendBody(t: Conformance, method: Method = "SMS"): SendBody {
  const profile = ivProfile(t.run.profile);
  const channelKey = profile.channelKey ?? missingInput(INPUT.channelKey);
  const given = profile.customer ?? {};
  const f = t.faker;
  return {
    channelKey,
    customer: {
      name: given.name ?? personName(f),
      phoneNumber: given.phoneNumber ?? phoneNumber(f),
      ...(method === "SMS" ? { identityNumber: given.identityNumber ?? identityNumber(f) } : {}),
    },
    operator: given.operator ?? operator(f),
    method,
  };
}

/** A deep copy of a body with the field at a dotted path ("customer.name") replaced, or removed when value is undefined. */
export function withField(body: SendBody, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as unknown as Record<string, unknown>;
  const parts = path.split(".");
  let node = copy;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  const last = parts[parts.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

export const without = (body: SendBody, path: string) => withField(body, path, undefined);
