import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSite } from '../lib/constructs/web-site';
import { testApp } from './support/synth';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

describe('the web site (CloudFront + the deployed SPA)', () => {
  let siteDir = '';
  let outdir = '';
  let cleanup = () => {};
  let template: Template;

  beforeAll(() => {
    // A built SPA as Vite would leave it if source maps were turned on again.
    siteDir = mkdtempSync(join(tmpdir(), 'fairbill-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
    writeFileSync(join(siteDir, 'assets', 'index-abc.js'), 'console.log(1);\n//# sourceMappingURL=index-abc.js.map');
    writeFileSync(join(siteDir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret source"]}');

    const test = testApp();
    cleanup = test.cleanup;
    outdir = test.app.outdir;
    const stack = new Stack(test.app, 'Web', { env: { region: 'us-east-1' } });
    const siteBucket = new s3.Bucket(stack, 'Site');
    const web = new WebSite(stack, 'Web', {
      siteBucket,
      logBucket: new s3.Bucket(stack, 'Logs'),
      webAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/test/1',
      api: new apigw.HttpApi(stack, 'Api'),
      apiOriginHeader: { name: 'x-fairbill-origin', value: 'test' },
    });
    web.deploy(siteBucket, {
      siteDir,
      runtimeConfig: { stage: 'dev', region: 'us-east-1', userPoolId: 'us-east-1_x', userPoolClientId: 'c', authFlowType: 'USER_SRP_AUTH', apiUrl: '/api' },
    });
    test.app.synth();
    template = Template.fromStack(stack);
  });
  afterAll(() => {
    cleanup();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('never uploads source maps with the SPA', () => {
    const staged = readdirSync(outdir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
      .flatMap((entry) => filesUnder(join(outdir, entry.name)).map((file) => join(entry.name, file)));
    expect(staged.some((file) => file.endsWith('assets/index-abc.js'))).toBe(true);
    expect(staged.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('lets the PDF preview embed the document buckets\' presigned URLs with <object>, and nothing else', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]?.['Properties'] as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } } };
    };
    const directives = policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy.split('; ');
    expect(directives).toContain("object-src https://*.s3.us-east-1.amazonaws.com https://*.s3.amazonaws.com");
    expect(directives).toContain("frame-ancestors 'none'");
  });
});
