import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MIN_PASSWORD_LENGTH, documentKindByType, documentTypeByKind, documentTypeSchema } from '../src';

describe('constants', () => {
  it('keeps the spec limits', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(documentKindByType.insurance_payment).toBe('eob');
    for (const type of documentTypeSchema.options) expect(documentTypeByKind[documentKindByType[type]]).toBe(type);
  });
});
