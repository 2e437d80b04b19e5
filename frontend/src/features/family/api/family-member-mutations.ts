import {
  apiPaths,
  buildPath,
  deleteFamilyMemberResponseSchema,
  familyMemberResponseSchema,
  type DeleteFamilyMemberResponse,
  type FamilyMember,
  type FamilyMemberRequest,
} from '@fairbill/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { invalidateAfter, queryKeys } from '../../../lib/query/keys';

/** POST /api/family-members, or PUT /api/family-members/{id} when editing. */
export function useSaveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, values }: { memberId: string | null; values: FamilyMemberRequest }): Promise<FamilyMember> => {
      const { member } = await authedApi(memberId ? apiPaths.familyMember(memberId) : apiPaths.familyMembers(), {
        method: memberId ? 'PUT' : 'POST',
        body: values,
        schema: familyMemberResponseSchema,
      });
      return member;
    },
    onSuccess: (saved) => {
      // The cache knows the member at once, so the dashboard can select it before the refetch.
      queryClient.setQueryData<FamilyMember[]>(queryKeys.familyMembers.all, (members = []) =>
        members.some((member) => member.id === saved.id) ? members.map((member) => (member.id === saved.id ? saved : member)) : [...members, saved],
      );
      return invalidateAfter.memberChanged(queryClient);
    },
  });
}

/**
 * DELETE /api/family-members/{id}: the API answers 409 `member_has_documents` unless
 * deleteDocuments is set, in which case the member's records and files go too.
 */
export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, deleteDocuments }: { memberId: string; deleteDocuments: boolean }): Promise<DeleteFamilyMemberResponse> =>
      authedApi(buildPath(apiPaths.familyMember(memberId), { deleteDocuments: deleteDocuments ? 'true' : undefined }), {
        method: 'DELETE',
        schema: deleteFamilyMemberResponseSchema,
      }),
    onSuccess: (_result, { memberId }) => {
      queryClient.setQueryData<FamilyMember[]>(queryKeys.familyMembers.all, (members = []) => members.filter((member) => member.id !== memberId));
      return invalidateAfter.memberRemoved(queryClient);
    },
  });
}
