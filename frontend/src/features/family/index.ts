// The family feature's public entry: what other features use of it (the app's layout imports
// MemberSelectionProvider from member-selection itself).
export { familyQueries } from './api/family-members';
export { useRemoveFamilyMember, useSaveFamilyMember } from './api/family-member-mutations';
export { useMemberSelection, useSelectMemberFromUrl } from './member-selection';
