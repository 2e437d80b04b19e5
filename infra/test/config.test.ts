import { describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { resolveStage, stagesSchema } from '../lib/config';

describe('stage config (cdk.json context)', () => {
  it('parses both stages from cdk.json, defaulting to dev', () => {
    expect(() => stagesSchema.parse(cdkJson.context.stages)).not.toThrow();
    expect(resolveStage(undefined, cdkJson.context.stages).stage).toBe('dev');
    expect(resolveStage('prod', cdkJson.context.stages).config.retainData).toBe(true);
  });

  it('runs the CDK app with offline-friendly settings and carries no account ids or secrets', () => {
    expect(cdkJson.app).toBe('node --import tsx infra/bin/fairbill.ts');
    expect(cdkJson.notices).toBe(false);
    const text = JSON.stringify(cdkJson);
    expect(text).not.toMatch(/\d{12}/);
    expect(text).not.toMatch(/secret|password|AKIA/i);
  });

  it('rejects an unknown stage and a malformed or unknown field, naming it', () => {
    expect(() => resolveStage('staging', cdkJson.context.stages)).toThrow();
    const broken = structuredClone(cdkJson.context.stages) as Record<string, Record<string, unknown>>;
    broken['prod']!['logRetentionDays'] = 31;
    expect(() => resolveStage('prod', broken)).toThrow(/logRetentionDays/);
    const extra = structuredClone(cdkJson.context.stages) as Record<string, Record<string, unknown>>;
    extra['dev']!['accountId'] = 'x';
    expect(() => resolveStage('dev', extra)).toThrow(/accountId/);
  });
});
