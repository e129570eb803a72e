// What the tests of the official PortOne SDK share: the reference taking the SDK's credentials, and tax invoice inputs.
import { randomBytes, randomUUID } from "node:crypto";
import type { B2bTaxInvoiceInput } from "@portone/server-sdk/b2b/taxInvoice";
import { OWN_BRN } from "../../reference/b2b/seed.js";
import { startReference, type ReferenceInstance } from "../../reference/server.js";

export interface SdkReference {
  ref: ReferenceInstance;
  /** Secrets the SDK sends as `Authorization: PortOne <secret>`: area A, an area A account without B2B, area B. */
  secrets: { b2b: string; b2bDisabled: string; identityVerification: string };
}

/** The reference in its default dialect (the SDK's shapes), taking the SDK's scheme in areas A and B. */
export async function startSdkReference(): Promise<SdkReference> {
  const secret = (label: string) => `sdk-${label}-${randomBytes(16).toString("hex")}`;
  const secrets = { b2b: secret("b2b"), b2bDisabled: secret("b2b-disabled"), identityVerification: secret("iv") };
  const portOne = (value: string) => ({ name: "Authorization", value: `PortOne ${value}` });
  const ref = await startReference({ apiCredentials: { main: portOne(secrets.identityVerification) }, b2b: { dialect: "default",
    credentials: { serviceKey: portOne(secrets.b2b), disabled: portOne(secrets.b2bDisabled) } } });
  return { ref, secrets };
}

/** A seeded counterparty with a certificate, connected to the tax authority. */
export const CERTIFIED_BRN = "1138620534";
const party = (brn: string) => ({ brn, name: `Company ${brn}`, representativeName: "Kim Client", contact: { email: `${brn}@client.invalid` } });

/** A forward invoice from the reference's own company, with only the fields the SDK requires and a fresh supplier key. */
export const invoice = (over: Partial<B2bTaxInvoiceInput> = {}): B2bTaxInvoiceInput => ({
  taxationType: "TAXABLE", writeDate: "2026-01-05", purposeType: "RECEIPT", totalSupplyAmount: 100000, totalTaxAmount: 10000,
  totalAmount: 110000, supplier: party(OWN_BRN), recipient: party(CERTIFIED_BRN), supplierDocumentKey: `sdk-s-${randomUUID()}`, ...over,
});

/** A reverse invoice to the reference's own company, with a fresh recipient key and no supplier key. */
export const reverse = (): B2bTaxInvoiceInput => invoice({ issuanceType: "REVERSE", supplier: party(CERTIFIED_BRN), recipient: party(OWN_BRN),
  supplierDocumentKey: undefined, recipientDocumentKey: `sdk-r-${randomUUID()}` });
