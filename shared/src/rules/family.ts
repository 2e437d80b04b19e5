import { dashboardMessages, displayFallbacks, sampleMessages } from '../messages';
import type { FamilyMember, StoredFamilyMember } from '../schemas/family-member';

/** The selection meaning "all members" (dashboard, search, history). */
export const FAMILY_SELECTION = 'family';
export type MemberSelection = typeof FAMILY_SELECTION | (string & {});

export const SELF_RELATIONSHIP = 'Self';

/**
 * Decision 9: the default member ("Self") carries the user's own names where given, else the spec's
 * first name 'Self' and an empty last name.
 */
export function defaultFamilyMember(names: { givenName?: string | null; familyName?: string | null }): Pick<StoredFamilyMember, 'first_name' | 'last_name' | 'relationship'> {
  const firstName = names.givenName?.trim() ?? '';
  const lastName = names.familyName?.trim() ?? '';
  return { first_name: firstName === '' ? SELF_RELATIONSHIP : firstName, last_name: lastName, relationship: SELF_RELATIONSHIP };
}

export function toFamilyMemberView(member: StoredFamilyMember): FamilyMember {
  return { id: member.id, firstName: member.first_name, lastName: member.last_name, relationship: member.relationship, ...(member.sample ? { sample: true as const } : {}) };
}

/** After the members load, the first one is selected (none while there are none). */
export function initialMemberSelection(members: readonly Pick<FamilyMember, 'id'>[]): MemberSelection | null {
  return members[0]?.id ?? null;
}

/** After a member is removed: keep the selection unless it was that member, then the first remaining one, or none. */
export function selectionAfterRemoval(remaining: readonly Pick<FamilyMember, 'id'>[], removedId: string, selected: MemberSelection | null): MemberSelection | null {
  if (selected !== removedId) return selected;
  return remaining.find((member) => member.id !== removedId)?.id ?? null;
}

/** The sample member's name says so wherever it is shown (issue 14): 'Sample: Alex Rivera'. */
const labelled = (member: Pick<FamilyMember, 'sample'>, name: string) => (member.sample ? sampleMessages.memberName(name) : name);

/** 'Jane Doe (Self)', as the family dropdown lists a member; 'Sample: Alex Rivera (Other)' for the sample member. */
export function familyMemberLabel(member: Pick<FamilyMember, 'firstName' | 'lastName' | 'relationship' | 'sample'>): string {
  const name = [member.firstName, member.lastName].filter((part) => part.trim() !== '').join(' ');
  return `${labelled(member, name)} (${member.relationship})`;
}

/** A member's full name, or 'Unknown' when there is no such member. */
export function memberFullName(member: Pick<FamilyMember, 'firstName' | 'lastName' | 'sample'> | null | undefined): string {
  if (!member) return displayFallbacks.unknown;
  const name = [member.firstName, member.lastName].filter((part) => part.trim() !== '').join(' ');
  return name === '' ? displayFallbacks.unknown : labelled(member, name);
}

/** The member a selection names, or null for the family (or an unknown id). */
export function selectedMember<T extends Pick<FamilyMember, 'id'>>(members: readonly T[], selection: MemberSelection | null): T | null {
  if (selection === null || selection === FAMILY_SELECTION) return null;
  return members.find((member) => member.id === selection) ?? null;
}

/** 'Welcome Jane' for one member, 'Welcome Family' for the family view. */
export function welcomeHeading(member: Pick<FamilyMember, 'firstName'> | null): string {
  return dashboardMessages.welcome(member ? member.firstName : dashboardMessages.family);
}
