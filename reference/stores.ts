// The reference's stores and the opaque API credentials of areas B and C, each of which carries one store id.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

export interface HeaderCredential {
  name: string;
  value: string;
}

export interface Store {
  id: string;
  merchantId: string;
  credential: HeaderCredential;
}

export const MAIN_STORE_ID = "store-main-0001";
// Stryker disable next-line StringLiteral: open B-OPEN-FOREIGN-STORE: the profile's other store id then names no store, and a send or lookup naming it is refused 400 INVALID_REQUEST as an invalid store id, the other reading of a foreign store's 403
export const OTHER_STORE_ID = "store-other-0002";
// Stryker disable next-line StringLiteral: unfixed: seeded data no profile quotes; merchant_id is any string
export const MERCHANT_ID = "merchant-reference-01";

const bearer = (): HeaderCredential => ({ name: "Authorization", value: `Bearer refapi-${randomBytes(16).toString("hex")}` });

export class StoreDirectory {
  readonly main: Store;
  readonly other: Store;

  constructor(credentials: { main?: HeaderCredential; other?: HeaderCredential } = {}) {
    this.main = { id: MAIN_STORE_ID, merchantId: MERCHANT_ID, credential: credentials.main ?? bearer() };
    this.other = { id: OTHER_STORE_ID, merchantId: MERCHANT_ID, credential: credentials.other ?? bearer() };
  }

  all(): Store[] {
    return [this.main, this.other];
  }

  /** The store whose credential the request carries, or undefined (the caller answers 401 in its area's shape). */
  authenticate(headers: IncomingHttpHeaders): Store | undefined {
    return this.all().find((s) => headers[s.credential.name.toLowerCase()] === s.credential.value);
  }
}
