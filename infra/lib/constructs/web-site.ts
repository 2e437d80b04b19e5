import { Annotations, Duration, Stack, Token, Validations, type CfnResource } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { runtimeConfigSchema, type RuntimeConfig } from '@fairbill/shared';
import { securityHeaders, type SecurityHeaders } from '../security-headers';

export interface WebSiteProps {
  readonly siteBucket: s3.IBucket;
  readonly logBucket: s3.IBucket;
  readonly api: apigw.IHttpApi;
  /** Sent with every request to the API: the API refuses requests without it (issue 18). */
  readonly apiOriginHeader: { readonly name: string; readonly value: string };
  /** The web ACL in front of the whole distribution (WebFirewall). */
  readonly webAclArn: string;
}

export interface SiteContent {
  /** The built SPA (frontend/dist); when absent only `/config.json` is deployed. */
  readonly siteDir: string | undefined;
  readonly runtimeConfig: RuntimeConfig;
}

/** SPA routes (no file extension) are served by index.html; files and /api pass through. */
const SPA_ROUTING = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

const FRAME_OPTIONS = { DENY: cloudfront.HeadersFrameOption.DENY } satisfies Record<SecurityHeaders['frameOptions'], cloudfront.HeadersFrameOption>;
const REFERRER_POLICIES = { 'no-referrer': cloudfront.HeadersReferrerPolicy.NO_REFERRER } satisfies Record<SecurityHeaders['referrerPolicy'], cloudfront.HeadersReferrerPolicy>;

/** The shared definition (security-headers.ts) as CloudFront's policy; override: the API's own values never win. */
function securityHeadersBehavior(headers: SecurityHeaders): cloudfront.ResponseSecurityHeadersBehavior {
  const hsts = headers.strictTransportSecurity;
  return {
    contentSecurityPolicy: { contentSecurityPolicy: headers.contentSecurityPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
      includeSubdomains: hsts.includeSubdomains,
      preload: hsts.preload,
      override: true,
    },
    frameOptions: { frameOption: FRAME_OPTIONS[headers.frameOptions], override: true },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy: REFERRER_POLICIES[headers.referrerPolicy], override: true },
  };
}

/**
 * The one origin users see: CloudFront serves the SPA from S3 (origin access control),
 * `/config.json` uncached, and `/api/*` from the HTTP API, with a response-headers policy that
 * sets CSP, HSTS and frame denial on every response.
 */
export class WebSite extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly responseHeaders: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    // Presigned URLs name the bucket in the host (virtual-hosted style), regional or global.
    const documentStorage = [`https://*.s3.${region}.amazonaws.com`, 'https://*.s3.amazonaws.com'];
    this.responseHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'FairBill: CSP, HSTS, no framing, no sniffing',
      securityHeadersBehavior: securityHeadersBehavior(securityHeaders({ documentStorage, cognito: [`https://cognito-idp.${region}.amazonaws.com`] })),
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket);
    const apiOrigin = new origins.HttpOrigin(`${props.api.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Replaces a viewer's header of the same name, so it cannot be forged through CloudFront.
      customHeaders: { [props.apiOriginHeader.name]: props.apiOriginHeader.value },
    });
    const responseHeadersPolicy = this.responseHeaders;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'FairBill SPA and API',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaRouting', {
              code: cloudfront.FunctionCode.fromInline(SPA_ROUTING),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Forwards Authorization and query strings; Host must stay the API's own.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
        '/config.json': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy,
        },
      },
    });

    const ack = (id: string, reason: string): void => Validations.of(this.distribution).acknowledge({ id, reason });
    ack('AwsSolutions-CFR1', 'FairBill serves US patients who also use it while travelling; access is gated by Cognito, not geography.');
    ack('AwsSolutions-CFR4', 'FairBill has no custom domain yet, so CloudFront serves its *.cloudfront.net certificate, whose TLS floor it sets itself; TLSv1.2_2021 applies once a domain is configured.');
  }

  /** `https://<distribution domain>`: the SPA origin (CORS, e-mail links). */
  get origin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads the SPA and writes `/config.json` from stack values at deploy time (the tokens are
   * resolved by CloudFormation), then invalidates the cache.
   */
  deploy(siteBucket: s3.IBucket, content: SiteContent): s3deploy.BucketDeployment {
    const config = runtimeConfigSchema.parse(content.runtimeConfig);
    const sources = [s3deploy.Source.jsonData('config.json', config)];
    // Never source maps, even if a build writes them: the site bucket is public through CloudFront.
    if (content.siteDir) sources.unshift(s3deploy.Source.asset(content.siteDir, { exclude: ['**/*.map'] }));
    else Annotations.of(this).addWarning('frontend/dist is missing (run `npm run build`): only /config.json is deployed.');
    const deployment = new s3deploy.BucketDeployment(this, 'Content', {
      sources,
      destinationBucket: siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandler(siteBucket);
    return deployment;
  }

  /** The BucketDeployment handler is a CDK singleton at stack level, run at deploy time only. */
  private acknowledgeDeploymentHandler(siteBucket: s3.IBucket): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    const siteId = stack.getLogicalId(siteBucket.node.defaultChild as CfnResource);
    // With the account known at deploy time the asset bucket's name is literal in the policy.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const reason = 'CDK\'s BucketDeployment handler copies the built SPA and /config.json into FairBill\'s site bucket at deploy time; CDK sets its runtime and asset-copy permissions.';
    for (const id of [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-L1',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*]`,
      `AwsSolutions-IAM5[Resource::<${siteId}.Arn>/*]`,
      'AwsSolutions-IAM5[Resource::*]',
      'HIPAA.Security-LambdaConcurrency',
      'HIPAA.Security-LambdaDLQ',
      'HIPAA.Security-LambdaInsideVPC',
    ]) {
      Validations.of(handler).acknowledge({ id, reason });
    }
  }
}
