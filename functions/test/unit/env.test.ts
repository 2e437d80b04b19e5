import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/lib/env';

const base = {
  TABLE_NAME: 't',
  IDEMPOTENCY_TABLE_NAME: 'i',
  MEDICAL_DOCUMENTS_BUCKET: 'm',
  INSURANCE_DOCUMENTS_BUCKET: 'n',
  ARTIFACTS_BUCKET: 'a',
  EXPORTS_BUCKET: 'e',
};

describe('parseEnv', () => {
  it('parses the variables and applies the local defaults', () => {
    const env = parseEnv({ ...base, S3_FORCE_PATH_STYLE: 'true' });
    expect(env).toMatchObject({ TABLE_NAME: 't', S3_FORCE_PATH_STYLE: true, MAIL_TRANSPORT: 'outbox', READER: 'local', STRUCTURER: 'local' });
  });

  it('names the missing or malformed variables', () => {
    expect(() => parseEnv({ ...base, TABLE_NAME: undefined, MAIL_TRANSPORT: 'pigeon' })).toThrow('Invalid environment: TABLE_NAME, MAIL_TRANSPORT');
  });
});
