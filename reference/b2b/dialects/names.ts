// Wire names of a generated dialect: each canonical field name becomes one synonym, in the dialect's case style.
import { pick, type Rng } from "./random.js";

export interface Namer {
  /** The wire name of a canonical name, the same every time within a dialect; two canonical names never share one. */
  word(canonical: string): string;
  /** Wire names run together into one, in the style (flattened nesting: seller + brn → sellerBrn). */
  join(...words: string[]): string;
}

/**
 * Synonyms (camelCase) of the canonical names, a canonical name a line: the name, a colon, its synonyms; a name not
 * listed keeps its own. One text, made as a dialect is: which word a dialect draws is its freedom (F-REQUEST-SHAPES,
 * F-RECORD-FIELDS: renamed), so to mutation the vocabulary is one datum, not a datum per word no judged dialect speaks.
 */
function synonyms(): Map<string, string[]> {
  const vocabulary = `
    counterparty: counterparty partner party company client
    id: id key ref code
    brn: brn registrationNumber bizNo businessNumber taxId
    name: name title label displayName
    representativeName: representativeName ceo ceoName owner representative
    type: type kind category class
    email: email mail emailAddress contactEmail
    additionalContacts: additionalContacts extraContacts contacts otherContacts
    verificationId: verificationId verificationRef proofId checkRef
    partnerLinked: partnerLinked viaPartner linkedByPartner
    connectToNts: connectToNts ntsConnect hometaxLink linkTaxOffice
    taxInvoice: taxInvoice document invoice bill
    reverseTaxInvoice: reverseInvoice request askedInvoice
    supplier: supplier seller issuer vendor
    recipient: recipient buyer receiver customer
    approver: approver supplyingParty
    requester: requester requestingParty
    taxationType: taxationType taxation taxKind vatType
    issuanceType: issuanceType direction flow issueKind
    writeDate: writeDate writtenOn issueDate dated
    purposeType: purposeType purpose receiptOrCharge
    totalSupplyAmount: totalSupplyAmount supplyTotal netAmount
    totalTaxAmount: totalTaxAmount taxTotal vatAmount
    totalAmount: totalAmount grossAmount sum
    supplierDocumentKey: supplierDocumentKey sellerRef supplierKey issuerDocNo
    recipientDocumentKey: recipientDocumentKey buyerRef recipientKey receiverDocNo
    contact: contact reach contactInfo
    amounts: amounts money totals
    supply: supply net
    tax: tax vat
    grand: total gross
    modification: modification amends correction revisionOf
    taxInvoiceKey: taxInvoiceKey key target documentKey
    taxInvoiceKeyType: taxInvoiceKeyType keyKind keyType targetKind
    brnList: brnList numbers brns registrationNumbers
    filter: filter where criteria query
    fields: fields columns select
    fileName: fileName name filename label
    fileId: fileId file upload blobId
    url: url link href location
    results: results companies items lookups
    counterparties: counterparties partners items entries
    attachments: attachments files items entries
    status: status state phase stage`;
  return new Map(vocabulary.trim().split("\n").map((line) => {
    const [name, words] = line.trim().split(": ");
    return [name!, words!.split(" ")];
  }));
}

function snake(camel: string): string {
  return camel.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function wireName(random: Rng, style: "camel" | "snake" | "pascal"): Namer {
  const styled = (camel: string) => (style === "snake" ? snake(camel) : style === "pascal" ? upperFirst(camel) : camel);
  const vocabulary = synonyms();
  const chosen = new Map<string, string>();
  const taken = new Set<string>();
  return {
    word(canonical) {
      let wire = chosen.get(canonical);
      if (wire !== undefined) return wire;
      const free = (vocabulary.get(canonical) ?? [canonical]).map(styled).filter((w) => !taken.has(w));
      wire = free.length > 0 ? pick(random, free) : styled(`${canonical}${taken.size}`);
      chosen.set(canonical, wire);
      taken.add(wire);
      return wire;
    },
    join(...words) {
      if (style === "snake") return words.join("_");
      return words.map((w, i) => (i === 0 ? w : upperFirst(w))).join("");
    },
  };
}
