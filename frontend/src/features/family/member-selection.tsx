import { FAMILY_SELECTION, initialMemberSelection, selectedMember, type FamilyMember, type MemberSelection } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { familyQueries } from './api/family-members';

type Picked = { picked: MemberSelection | null; pick: (selection: MemberSelection) => void };

const PickedContext = createContext<Picked | null>(null);

/**
 * The selected family member (spec "Family selection"), shared by every signed-in page so the
 * payment and explanation pages can switch it for the dashboard. It lives with the signed-in
 * layout: signing out forgets it.
 */
export function MemberSelectionProvider({ children }: { children: ReactNode }) {
  const [picked, pick] = useState<MemberSelection | null>(null);
  const value = useMemo(() => ({ picked, pick }), [picked]);
  return <PickedContext value={value}>{children}</PickedContext>;
}

function usePicked(): Picked {
  const context = useContext(PickedContext);
  if (!context) throw new Error('The member selection needs a MemberSelectionProvider');
  return context;
}

/**
 * The selection in effect: what the user picked while it still exists, else the first member (the
 * shared selection rule). `member` is null for the family view.
 */
export function useMemberSelection(): { members: FamilyMember[]; selection: MemberSelection | null; member: FamilyMember | null; pick: (selection: MemberSelection) => void } {
  const { picked, pick } = usePicked();
  const query = useQuery(familyQueries.list());
  const members = useMemo(() => query.data ?? [], [query.data]);
  const pickStillValid = picked === FAMILY_SELECTION || members.some((entry) => entry.id === picked);
  const selection = pickStillValid ? picked : initialMemberSelection(members);
  return { members, selection, member: selectedMember(members, selection), pick };
}

/** The payment and explanation pages switch the selection to the member in their URL, once it is known. */
export function useSelectMemberFromUrl(memberId: string | null | undefined): void {
  const { pick } = usePicked();
  const { data: members } = useQuery(familyQueries.list());
  const known = !!memberId && !!members?.some((entry) => entry.id === memberId);
  useEffect(() => {
    if (known && memberId) pick(memberId);
  }, [known, memberId, pick]);
}
