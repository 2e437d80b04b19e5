import { ArnFormat, Stack, Token, type RemovalPolicy } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { TOO_MANY_REQUESTS_BODY, type HttpRoute } from '@fairbill/functions/routes';

export interface WebFirewallProps {
  /** The route table: each route's `clientRateLimit` becomes a rate-based rule. */
  readonly routes: readonly HttpRoute[];
  /** Requests per client address in 5 minutes across the whole site. */
  readonly siteRateLimit: number;
  readonly logRetention: logs.RetentionDays;
  readonly logKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
}

const TOO_MANY = 'too-many-requests';

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: false });

/**
 * FairBill's web ACL on CloudFront (issue 16), which covers the SPA and `/api/*` alike: HTTP APIs
 * take no web ACL of their own, and the API only answers through CloudFront. AWS's managed rule
 * groups (common, known bad inputs, IP reputation), a per-address limit over the whole site, and
 * the route table's per-route limits, each refused with a 429 in the API's error shape. Its log
 * leaves out the headers that carry tokens and secrets.
 */
export class WebFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: WebFirewallProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(`CloudFront's web ACL is created in us-east-1 only; FairBill deploys there (the stage's region is ${region}).`);
    }
    const block429: wafv2.CfnWebACL.RuleActionProperty = { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY } } };
    const managed = (name: string, priority: number, countInstead: string[] = []): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(countInstead.length > 0 ? { ruleActionOverrides: countInstead.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(name),
    });
    const routeLimits = props.routes.flatMap((route, index): wafv2.CfnWebACL.RuleProperty[] => {
      const limit = route.clientRateLimit;
      if (!limit) return [];
      if (route.path.includes('{')) throw new Error(`${route.method} ${route.path}: a per-client limit needs a path without parameters`);
      const name = `RateLimit-${route.handler}`;
      const match = (field: wafv2.CfnWebACL.FieldToMatchProperty, value: string): wafv2.CfnWebACL.StatementProperty => ({
        byteMatchStatement: { fieldToMatch: field, positionalConstraint: 'EXACTLY', searchString: value, textTransformations: [{ priority: 0, type: 'NONE' }] },
      });
      return [
        {
          name,
          priority: 10 + index,
          action: block429,
          statement: {
            rateBasedStatement: {
              limit: limit.limit,
              evaluationWindowSec: limit.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: { andStatement: { statements: [match({ uriPath: {} }, route.path), match({ method: {} }, route.method)] } },
            },
          },
          visibilityConfig: visibility(name),
        },
      ];
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'FairBill: managed protections and rate limits for the site and its API',
      visibilityConfig: visibility('fairbill-web-acl'),
      customResponseBodies: { [TOO_MANY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(TOO_MANY_REQUESTS_BODY) } },
      rules: [
        // Corrections of extracted data reach ~210 KB (shared bounds): the 8 KB body rule only counts.
        managed('AWSManagedRulesCommonRuleSet', 0, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 1),
        managed('AWSManagedRulesAmazonIpReputationList', 2),
        {
          name: 'RateLimit-site',
          priority: 3,
          action: block429,
          statement: { rateBasedStatement: { limit: props.siteRateLimit, evaluationWindowSec: 300, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('RateLimit-site'),
        },
        ...routeLimits,
      ],
    });

    // WAF writes only to log groups named aws-waf-logs-*.
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${Stack.of(this).stackName}`,
      retention: props.logRetention,
      encryptionKey: props.logKey,
      removalPolicy: props.removalPolicy,
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [Stack.of(this).formatArn({ service: 'logs', resource: 'log-group', resourceName: this.logGroup.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      // Tokens and query strings (search dates) stay out of the log.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }, { queryString: {} }],
    });
  }
}
