import { buildVisitLedgers, refundsDue } from '@fairbill/shared';
import type { LedgersResponse } from '@fairbill/shared';
import type { UseCaseDeps } from '../deps';
import { documentsByMember } from '../documents/member-documents';

/**
 * GET /api/ledgers (issue 14): the visits of a year for one member or the family. Built on every read
 * from the members' documents (a payment in January for a December visit counts there), so the
 * figures cannot drift from the documents; a visit counts in the year of its date.
 */
export async function getLedgers(
  deps: Pick<UseCaseDeps, 'documents' | 'members'>,
  userId: string,
  year: number,
  memberId: string | null,
): Promise<LedgersResponse> {
  const built = buildVisitLedgers((await documentsByMember(deps, userId, memberId)).flat());
  const inYear = (date: string) => date.startsWith(`${year}-`);
  const ledgers = built.ledgers.filter((ledger) => inYear(ledger.date));
  return {
    year,
    memberId,
    ledgers,
    refundsDue: refundsDue(ledgers),
    unlinkedPayments: built.unlinkedPayments.filter((payment) => inYear(payment.date)),
  };
}
