// Transmission to the tax authority: an ISSUED tax invoice is sending-completed a fixed time after its issuance,
// on the reference's clock, or on a test clock the clock control made for it (POST __control/clocks {"taxInvoiceId"}).
import type { ScopedClock } from "../clock.js";
import type { TaxInvoice } from "./model.js";

/** How long after issuance the reference transmits (the profile's b2b.fixtures.taxInvoices.sendingCompletedAfterSeconds). */
export const TRANSMISSION_SECONDS = 600;

export class Transmission {
  // Stryker disable next-line ArrowFunction, ArrayDeclaration: equivalent: a placeholder watch() replaces before any request, never called
  private invoices: () => Iterable<TaxInvoice> = () => [];

  /** How long a transmitted invoice is SENDING before it is sending-completed (0: at once). */
  sendingSeconds = 0;

  constructor(private readonly clock: ScopedClock, readonly seconds = TRANSMISSION_SECONDS) {}

  /** Area A hands over its invoices (the book is replaced on every reset). */
  watch(invoices: () => Iterable<TaxInvoice>): void {
    this.invoices = invoices;
  }

  /**
   * Stamps newly ISSUED invoices and moves those whose time has come. Called around every area A request (so an
   * invoice is stamped when the request that issued it ends) and after a test clock moves.
   */
  transmitDue(): void {
    for (const t of this.invoices()) {
      const now = this.clock.nowMs(t.clockScope);
      // An intermediate state after issuing lasts until the request that issued it ends.
      // Stryker disable next-line ConditionalExpression,StringLiteral: open A-OPEN-STATE-AFTER: what follows an intermediate state after issuing, and when, is open; the suite goes on only from the states the spec names (it is pending where issue answers ISSUING)
      if (t.status === "ISSUING") t.status = "ISSUED";
      if (t.status === "ISSUED") {
        if (t.issuedAtMs === undefined) t.issuedAtMs = now;
        else {
          const due = t.issuedAtMs + this.seconds * 1000;
          // Stryker disable next-line EqualityOperator: unfixed: the second a target transmits is not fixed; the profile's sendingCompletedAfterSeconds is how long the suite waits at least
          if (now >= due) Object.assign(t, { status: "SENDING", sendingSinceMs: due });
        }
      }
      // Sent for sendingSeconds (none: at once): everything that fell due by now has happened.
      // Stryker disable next-line ConditionalExpression: equivalent: only an invoice that entered SENDING has a sendingSinceMs (for any other the time compares with NaN, false), and only the line below moves it on
      const sending = t.status === "SENDING";
      // Stryker disable next-line ConditionalExpression, EqualityOperator, ArithmeticOperator: open A-OPEN-STATE-AFTER: what moves an invoice to sending-completed, and when, is open: a SENDING shorter than the reference's, or none, is legal; one longer than the profile's sendingCompletedAfterSeconds is caught
      const sentLongEnough = now >= t.sendingSinceMs! + this.sendingSeconds * 1000;
      // Stryker disable next-line LogicalOperator: equivalent: for an invoice not in SENDING the time compares with NaN, false (above)
      if (sending && sentLongEnough) t.status = "SENDING_COMPLETED";
    }
  }

  /** The invoice follows the clock `scope` from now on; false when there is no such invoice. */
  follow(taxInvoiceId: string, scope: string): boolean {
    this.transmitDue();
    const t = [...this.invoices()].find((i) => i.id === taxInvoiceId);
    // Stryker disable next-line ConditionalExpression, BooleanLiteral: equivalent: follow serves only the test-control extension (reference/control.ts, no part of the spec), which the suite calls with its own invoices' ids
    if (!t) return false;
    t.clockScope = scope;
    return true;
  }
}
