import { describe, expect, it } from 'vitest';
import {
  FAMILY_SELECTION,
  defaultFamilyMember,
  familyMemberLabel,
  initialMemberSelection,
  memberFullName,
  selectedMember,
  selectionAfterRemoval,
  storedFamilyMemberSchema,
  toFamilyMemberView,
  welcomeHeading,
} from '../src';

const members = [
  { id: 'm1', firstName: 'Jane', lastName: 'Doe', relationship: 'Self' },
  { id: 'm2', firstName: 'Sam', lastName: 'Doe', relationship: 'Child' },
];

describe('default member (Decision 9)', () => {
  it.each([
    [{ givenName: 'Jane', familyName: 'Doe' }, { first_name: 'Jane', last_name: 'Doe', relationship: 'Self' }],
    [{ givenName: ' Jane ', familyName: null }, { first_name: 'Jane', last_name: '', relationship: 'Self' }],
    [{ givenName: '', familyName: 'Doe' }, { first_name: 'Self', last_name: 'Doe', relationship: 'Self' }],
    [{}, { first_name: 'Self', last_name: '', relationship: 'Self' }],
  ])('%j -> %j', (names, member) => {
    expect(defaultFamilyMember(names)).toEqual(member);
  });
});

describe('member views and selection', () => {
  it('maps the stored member to the client view', () => {
    const stored = storedFamilyMemberSchema.parse({ id: 'm1', user_id: 'u1', first_name: 'Jane', last_name: 'Doe', relationship: 'Self', created_at: '2024-01-01T00:00:00.000Z' });
    expect(toFamilyMemberView(stored)).toEqual(members[0]);
  });

  it.each([
    [[members[1]!], 'm1', 'm1', 'm2'],
    [[], 'm1', 'm1', null],
    [[members[1]!], 'm1', 'm2', 'm2'],
    [[members[1]!], 'm1', FAMILY_SELECTION, FAMILY_SELECTION],
    [[members[1]!], 'm1', null, null],
  ])('after removing from %j: %s (selected %s) -> %s', (remaining, removedId, selected, next) => {
    expect(selectionAfterRemoval(remaining, removedId, selected)).toBe(next);
  });

  it('selects the first member after load', () => {
    expect(initialMemberSelection(members)).toBe('m1');
    expect(initialMemberSelection([])).toBeNull();
  });

  it('labels and names members', () => {
    expect(familyMemberLabel(members[0]!)).toBe('Jane Doe (Self)');
    expect(familyMemberLabel({ firstName: 'Self', lastName: '', relationship: 'Self' })).toBe('Self (Self)');
    expect(memberFullName(members[1])).toBe('Sam Doe');
    expect(memberFullName(undefined)).toBe('Unknown');
    expect(memberFullName({ firstName: ' ', lastName: '' })).toBe('Unknown');
  });

  it('resolves a selection and greets', () => {
    expect(selectedMember(members, 'm2')).toEqual(members[1]);
    expect(selectedMember(members, FAMILY_SELECTION)).toBeNull();
    expect(selectedMember(members, null)).toBeNull();
    expect(selectedMember(members, 'gone')).toBeNull();
    expect(welcomeHeading(members[0]!)).toBe('Welcome Jane');
    expect(welcomeHeading(null)).toBe('Welcome Family');
  });
});
