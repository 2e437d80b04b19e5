import * as z from 'zod';
import { formatCents } from '../format';
import { amountsMatch } from '../lib/money';
import { buildPath, safeExternalUrl } from '../lib/paths';
import { matchMessages } from '../messages';
import type { BillLineItem, ExtractedBill, ExtractedEob } from '../schemas/extracted';
import { billDateOfService } from './date-of-service';

// Decision 12: providers and names are compared after normalization, dates of service rather than
// document dates, amounts within the spec's 0.01 (1 cent: amounts are cents, Decision 13);
// perfect / partial / none stay as the spec says.

const foldAccents = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '');

/** Case, surrounding spaces and punctuation do not count: "St. Mary's Clinic " = "st marys clinic". */
export function normalizeProviderName(name: string): string {
  return foldAccents(name).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Case, punctuation, middle initials and "LAST, FIRST" order do not count:
 * "DOE, JANE A." = "Jane Doe".
 */
export function normalizePersonName(name: string): string {
  const folded = foldAccents(name).toLowerCase();
  const comma = folded.indexOf(',');
  const ordered = comma >= 0 ? `${folded.slice(comma + 1)} ${folded.slice(0, comma)}` : folded;
  const tokens = ordered
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
  const withoutInitials = tokens.filter((token) => token.length > 1);
  return (withoutInitials.length > 0 ? withoutInitials : tokens).join(' ');
}

export function sameProvider(a: string, b: string): boolean {
  const left = normalizeProviderName(a);
  return left !== '' && left === normalizeProviderName(b);
}

export function samePerson(a: string, b: string): boolean {
  const left = normalizePersonName(a);
  return left !== '' && left === normalizePersonName(b);
}

export type MatchableBill = Pick<ExtractedBill, 'providerName' | 'patientName' | 'subtotal'> &
  Partial<Pick<ExtractedBill, 'serviceDate' | 'insurancePaid' | 'amountDue'>> & { lineItems?: readonly Pick<BillLineItem, 'date'>[] };
export type MatchableEob = Pick<ExtractedEob, 'providerName' | 'memberName' | 'amountBilled' | 'patientResponsibility'> &
  Partial<Pick<ExtractedEob, 'serviceDate' | 'planPaid'>>;

/** Same provider, same person, same date of service and the same billed amount (partial match). */
export function isSameEncounter(bill: MatchableBill, eob: MatchableEob): boolean {
  const billDate = billDateOfService(bill);
  return (
    billDate !== null &&
    billDate === eob.serviceDate &&
    sameProvider(bill.providerName, eob.providerName) &&
    samePerson(bill.patientName, eob.memberName) &&
    amountsMatch(bill.subtotal, eob.amountBilled)
  );
}

/** A same-encounter EOB whose plan paid and patient responsibility agree with the bill. */
export function isPerfectMatch(bill: MatchableBill, eob: MatchableEob): boolean {
  return (
    isSameEncounter(bill, eob) &&
    // A bill that does not show an insurance payment is read as $0 paid, like an EOB without plan paid.
    amountsMatch(bill.insurancePaid ?? 0, eob.planPaid ?? 0) &&
    bill.amountDue !== undefined &&
    amountsMatch(bill.amountDue, eob.patientResponsibility)
  );
}

export type MatchResult<E> = { state: 'perfect'; eob: E } | { state: 'partial'; eob: E } | { state: 'none'; eob?: undefined };

/** Spec section 4: the first perfect EOB, else the first same-encounter EOB (partial), else none. */
export function matchBillToEob<E extends MatchableEob>(bill: MatchableBill, eobs: readonly E[]): MatchResult<E> {
  const perfect = eobs.find((eob) => isPerfectMatch(bill, eob));
  if (perfect) return { state: 'perfect', eob: perfect };
  const partial = eobs.find((eob) => isSameEncounter(bill, eob));
  if (partial) return { state: 'partial', eob: partial };
  return { state: 'none' };
}

// ---- Banner (spec section 4, "Banner outcomes") ----

export type BannerAction = { kind: 'external'; url: string } | { kind: 'route'; to: string };
export type Banner =
  | { state: 'perfect'; message: string; action: BannerAction }
  | { state: 'partial'; message: string; action: { kind: 'route'; to: string } }
  | { state: 'none'; message: string; action: null };

/**
 * The /payment page's link: ids only. The provider, date of service and amount are PHI, and a query
 * string leaves in the Referer of every request and in access logs (issue 18), so the page loads
 * them from the API by the bill's id.
 */
export type PaymentPageParams = {
  familyMemberId: string;
  /** Decision 5: the payment is recorded against this bill. */
  billId: string;
};

export function paymentPath(params: PaymentPageParams): string {
  return buildPath('/payment', { familyMemberId: params.familyMemberId, billId: params.billId });
}

const optionalText = z.string().trim().min(1).optional().catch(undefined);

/** The /payment page's query parameters as it reads them back (malformed values are dropped). */
export const paymentPageParamsSchema = z.object({ familyMemberId: optionalText, billId: optionalText });

/** What the payment page offers to pay: the bill's amount due, else what its matched EOB says the patient owes. */
export function paymentAmountDue(bill: { amountDue?: number | undefined }, eob: { patientResponsibility?: number | undefined } | null | undefined): number | null {
  return bill.amountDue ?? eob?.patientResponsibility ?? null;
}

/** The explanation pages' query parameters. */
export const explanationsParamsSchema = z.object({ familyMemberId: optionalText, billId: optionalText, eobId: optionalText });

export function explanationsPath(params: { inNetwork: boolean; familyMemberId: string; billId: string; eobId: string }): string {
  const { inNetwork, ...query } = params;
  return buildPath(inNetwork ? '/in-network-explanations' : '/explanations', query);
}

export type BannerBill = MatchableBill & Partial<Pick<ExtractedBill, 'payOnlineLink'>> & { id: string; familyMemberId: string };

/**
 * The banner under the comparison table. Perfect: pay (the bill's own pay-online link in a new tab
 * when it has a safe one, else /payment). Partial: the in-network or out-of-network explanations.
 */
export function bannerOutcome<E extends MatchableEob & { id: string; isInNetwork?: boolean | undefined }>(bill: BannerBill, match: MatchResult<E>): Banner {
  switch (match.state) {
    case 'perfect': {
      const link = safeExternalUrl(bill.payOnlineLink);
      const action: BannerAction = link ? { kind: 'external', url: link } : { kind: 'route', to: paymentPath({ familyMemberId: bill.familyMemberId, billId: bill.id }) };
      return { state: 'perfect', message: matchMessages.perfect, action };
    }
    case 'partial':
      return {
        state: 'partial',
        message: matchMessages.partial,
        action: {
          kind: 'route',
          to: explanationsPath({ inNetwork: match.eob.isInNetwork === true, familyMemberId: bill.familyMemberId, billId: bill.id, eobId: match.eob.id }),
        },
      };
    case 'none':
      return { state: 'none', message: matchMessages.none, action: null };
  }
}

/** The in-network explanation's advice, e.g. 'Your EOB details indicate you owe $0.00 on this in-network bill. ...'. */
export function inNetworkAdvice(patientResponsibility: number): string {
  return matchMessages.inNetworkOwe(formatCents(patientResponsibility));
}

/** History (Decision 2): in a pair that does not match, the row that asks for more gets the red X. */
export function flaggedHistoryRow(youOwe: { bill: number; eob: number }): 'bill' | 'eob' {
  return youOwe.eob > youOwe.bill ? 'eob' : 'bill';
}
