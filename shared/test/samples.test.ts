import { describe, expect, it } from 'vitest';
import {
  familyMemberLabel,
  familyMemberSchema,
  memberFullName,
  SAMPLE_MEMBER_ID,
  sampleMessages,
  sampleProgress,
  storedFamilyMemberSchema,
  toFamilyMemberView,
} from '../src';

// "Try it with sample documents" (issue 14): the sample member's label and how far reading went.

const stored = { id: SAMPLE_MEMBER_ID, user_id: 'u1', first_name: 'Alex', last_name: 'Rivera', relationship: 'Other', created_at: '2026-11-27T10:00:00.000Z' };

describe('the sample member', () => {
  it('keeps its sample flag from the store to the view, and only a true one', () => {
    const view = toFamilyMemberView(storedFamilyMemberSchema.parse({ ...stored, sample: true }));
    expect(view).toEqual({ id: SAMPLE_MEMBER_ID, firstName: 'Alex', lastName: 'Rivera', relationship: 'Other', sample: true });
    expect(familyMemberSchema.parse(view)).toEqual(view);
    // Any other member's view has no flag at all (answers stay as they were).
    expect(toFamilyMemberView(storedFamilyMemberSchema.parse(stored))).toEqual({ id: SAMPLE_MEMBER_ID, firstName: 'Alex', lastName: 'Rivera', relationship: 'Other' });
    expect(storedFamilyMemberSchema.safeParse({ ...stored, sample: false }).success).toBe(false);
  });

  it('is named as a sample wherever its name is shown', () => {
    const alex = { firstName: 'Alex', lastName: 'Rivera', relationship: 'Other', sample: true as const };
    expect(familyMemberLabel(alex)).toBe('Sample: Alex Rivera (Other)');
    expect(memberFullName(alex)).toBe('Sample: Alex Rivera');
    expect(memberFullName({ ...alex, firstName: ' ', lastName: '' })).toBe('Unknown');
    expect(familyMemberLabel({ firstName: 'Jane', lastName: 'Doe', relationship: 'Self' })).toBe('Jane Doe (Self)');
    expect(sampleMessages.memberName('Alex Rivera')).toBe('Sample: Alex Rivera');
  });
});

describe('sampleProgress', () => {
  it('counts completed and failed documents as read, and reads on while any is pending or processing', () => {
    expect(sampleProgress([])).toEqual({ total: 0, read: 0, failed: 0, reading: false });
    const statuses = ['completed', 'failed', 'pending', 'processing'] as const;
    expect(sampleProgress(statuses.map((extractionStatus) => ({ extractionStatus })))).toEqual({ total: 4, read: 2, failed: 1, reading: true });
    expect(sampleProgress([{ extractionStatus: 'completed' }, { extractionStatus: 'failed' }])).toEqual({ total: 2, read: 2, failed: 1, reading: false });
  });

  it('says how far it is in words', () => {
    expect(sampleMessages.progress(3, 8)).toBe('Reading the sample documents: 3 of 8 read.');
    expect(sampleMessages.failed(1)).toBe('1 sample document could not be read.');
    expect(sampleMessages.failed(2)).toBe('2 sample documents could not be read.');
    expect(sampleMessages.explanation('Alex Rivera')).toBe("Alex Rivera's bills, EOBs and receipts are samples, made up to show how FairBill works. Removing the sample member deletes them all.");
  });
});
