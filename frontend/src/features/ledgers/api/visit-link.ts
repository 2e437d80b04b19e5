import { apiPaths, visitLinkResponseSchema, type VisitLinkRequest, type VisitLinkResponse } from '@fairbill/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { invalidateAfter } from '../../../lib/query/keys';

/** Link a payment to the visit of a bill or EOB, keep it out of every visit, or give it back to the rule ('automatic'). */
export type VisitLinkChoice = VisitLinkRequest | 'automatic';

/**
 * PUT (a link or an unlink) or DELETE (back to the automatic rule) /api/documents/{id}/visit-link
 * (issue 14). Every view of the visits is read again: the figures move between visits.
 */
export function useVisitLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, choice }: { paymentId: string; choice: VisitLinkChoice }): Promise<VisitLinkResponse> =>
      choice === 'automatic'
        ? authedApi(apiPaths.documentVisitLink(paymentId), { method: 'DELETE', schema: visitLinkResponseSchema })
        : authedApi(apiPaths.documentVisitLink(paymentId), { method: 'PUT', body: choice, schema: visitLinkResponseSchema }),
    onSuccess: () => invalidateAfter.visitLinkChanged(queryClient),
  });
}
