import { listFamilyMembersResponseSchema, type FamilyMember } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { authedApi } from '../../lib/auth/authed-api';

export const familyMembersQueryKey = ['family-members'] as const;

/** GET /api/family-members: the first read creates the default "Self" member (Decision 9). */
export async function fetchFamilyMembers(signal?: AbortSignal): Promise<FamilyMember[]> {
  const { members } = await authedApi('/family-members', { schema: listFamilyMembersResponseSchema, signal });
  return members;
}

export function useFamilyMembers() {
  return useQuery({ queryKey: familyMembersQueryKey, queryFn: ({ signal }) => fetchFamilyMembers(signal) });
}
