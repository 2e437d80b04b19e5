import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardClaimsResponse } from '@fairbill/emulators/cognito-standard-claims';
import { corsConfiguration } from '@fairbill/emulators/s3-local';
import { resolveIntrinsics } from '../lib/workflow/resolve-intrinsics';
import { localRuntimeConfig } from '../local/app-server';
import { htmlToText } from '../local/cognito-mail';
import { loadLocalConfig, repoRoot } from '../local/config';
import { linkify, listOutbox, renderOutboxPage } from '../local/outbox';

describe('local settings', () => {
  it('uses the fixed default ports and .data under the repository', () => {
    expect(loadLocalConfig({})).toEqual({
      ports: { app: 4000, dynamodb: 4001, s3: 4002, cognito: 4003, vite: 4004 },
      dataDir: join(repoRoot, '.data'),
    });
  });

  it('takes ports and the data folder from the environment', () => {
    const config = loadLocalConfig({ FAIRBILL_PORT: '5000', FAIRBILL_COGNITO_PORT: '5003', FAIRBILL_DATA_DIR: '/tmp/fb' });
    expect(config.ports).toMatchObject({ app: 5000, cognito: 5003, dynamodb: 4001 });
    expect(config.dataDir).toBe('/tmp/fb');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadLocalConfig({ FAIRBILL_S3_PORT: 'abc' })).toThrow(/FAIRBILL_S3_PORT/);
    expect(() => loadLocalConfig({ FAIRBILL_PORT: '70000' })).toThrow(/FAIRBILL_PORT/);
  });

  it('serves a /config.json that satisfies the runtime config schema, pointing Amplify at /cognito', () => {
    expect(localRuntimeConfig({ host: 'localhost:4000', userPoolId: 'local_abc', userPoolClientId: 'client' })).toEqual({
      stage: 'local',
      region: 'us-east-1',
      userPoolId: 'local_abc',
      userPoolClientId: 'client',
      userPoolEndpoint: 'http://localhost:4000/cognito',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: '/api',
    });
  });
});

describe('intrinsics in a DefinitionString', () => {
  it('joins strings and pseudo parameters', () => {
    const value = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':lambda:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }]] };
    expect(resolveIntrinsics(value, { partition: 'aws', region: 'us-east-1', accountId: '1' })).toBe('arn:aws:lambda:us-east-1:1');
  });

  it('refuses intrinsics it cannot resolve unless told how', () => {
    const value = { 'Fn::GetAtt': ['Fn', 'Arn'] };
    expect(() => resolveIntrinsics(value, { partition: 'aws', region: 'r', accountId: 'a' })).toThrow(/Fn::GetAtt/);
    expect(resolveIntrinsics(value, { partition: 'aws', region: 'r', accountId: 'a', resolveOther: () => 'x' })).toBe('x');
  });
});

describe('Cognito e-mails and the outbox', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fairbill-outbox-'));
    const mail = (id: string, sentAt: string) => ({ id, to: 'a@example.com', subject: `Mail ${id}`, text: 'Open http://localhost:4000/confirm?username=u&code=1', sentAt });
    await writeFile(join(dir, 'older.json'), JSON.stringify(mail('1', '2025-01-01T00:00:00.000Z')));
    await writeFile(join(dir, 'newer.json'), JSON.stringify(mail('2', '2025-01-02T00:00:00.000Z')));
    await writeFile(join(dir, 'broken.json'), '{');
    await writeFile(join(dir, 'notes.txt'), 'ignored');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists the mails newest first and skips unreadable files', async () => {
    expect((await listOutbox(dir)).map((mail) => mail.id)).toEqual(['2', '1']);
    expect(await listOutbox(join(dir, 'missing'))).toEqual([]);
  });

  it('renders the outbox with clickable links and escaped text', async () => {
    const html = renderOutboxPage(await listOutbox(dir));
    expect(html).toContain('<a href="http://localhost:4000/confirm?username=u&amp;code=1">');
    expect(html.indexOf('Mail 2')).toBeLessThan(html.indexOf('Mail 1'));
    expect(linkify('<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('turns the trigger HTML into readable text', () => {
    expect(htmlToText('<p>Hello &amp; welcome</p><p><a href="http://x/confirm?a=1&amp;b=2">http://x/confirm?a=1&amp;b=2</a></p>')).toBe(
      'Hello & welcome\n\nhttp://x/confirm?a=1&b=2',
    );
    expect(htmlToText('<p>Code <strong>123</strong></p>')).toBe('Code 123');
  });
});

describe('cognito-local shims', () => {
  it('adds the standard attributes real Cognito puts into ID tokens', () => {
    const response = standardClaimsResponse({
      request: { userAttributes: { sub: 's', email: 'a@example.com', given_name: 'Jane', family_name: 'Doe', 'custom:x': '1' } },
    });
    expect(response.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ given_name: 'Jane', family_name: 'Doe' });
  });

  it('allows the app origins to PUT, GET and HEAD objects with any header', () => {
    const xml = corsConfiguration(['http://localhost:4000']);
    expect(xml).toContain('<AllowedOrigin>http://localhost:4000</AllowedOrigin>');
    for (const method of ['PUT', 'GET', 'HEAD']) expect(xml).toContain(`<AllowedMethod>${method}</AllowedMethod>`);
    expect(xml).toContain('<AllowedHeader>*</AllowedHeader>');
  });
});
