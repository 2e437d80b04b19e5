import { Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, type HttpRoute, type RouteThrottle } from '@fairbill/functions/routes';
import type { FairBillFunction } from './fairbill-function';

export interface HttpApiProps {
  /** The stage's default; routes of the table may set their own (`throttle`). */
  readonly throttle: RouteThrottle;
  readonly logRetention: logs.RetentionDays;
  /** Encrypts the access logs and the origin secret. */
  readonly dataKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The HTTP API: one Lambda per route of `httpRoutes`, the Cognito JWT authorizer on every route
 * except the ones the route table marks public, stage throttling with the table's per-route
 * limits, and JSON access logs (ids, statuses and timings only: no headers, bodies or query
 * strings).
 *
 * Only CloudFront may call it. An HTTP API can drop its execute-api endpoint
 * (`disableExecuteApiEndpoint`) only when a custom domain serves it instead, and FairBill has no
 * domain: CloudFront's origin is that endpoint. So CloudFront adds the origin secret as a header
 * and every function refuses a request without it (functions/src/handlers/http/middleware.ts), which closes the
 * bypass of CloudFront (and of any WAF on it) through the endpoint.
 */
export class HttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  readonly originSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'FairBill API (served under /api on the SPA origin)',
      createDefaultStage: false,
      // No CORS configuration on purpose: the SPA calls `/api` on its own CloudFront origin, so the
      // only origin a browser may call from is the SPA's (and a CORS rule naming the distribution
      // would make the API and the distribution depend on each other).
    });
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      encryptionKey: props.dataKey,
      removalPolicy: props.removalPolicy,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            requestTime: '$context.requestTimeEpoch',
          }),
        ),
      },
    });

    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'FairBill: the header value CloudFront adds to /api requests; the API refuses requests without it',
      encryptionKey: props.dataKey,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    const ack = (id: string, reason: string): void => Validations.of(this.originSecret).acknowledge({ id, reason });
    const rotation =
      'FairBill\'s origin secret only proves a request came through its CloudFront (no data access: the routes keep their JWT authorizer); CloudFront and the functions read it at deploy time, so it changes with a deploy, not a rotation Lambda.';
    ack('AwsSolutions-SMG4', rotation);
    ack('HIPAA.Security-SecretsManagerRotationEnabled', rotation);
  }

  /**
   * The header CloudFront sends and the functions expect. The value is a CloudFormation dynamic
   * reference, resolved at deploy time: it never appears in the template.
   */
  get originHeader(): { readonly name: string; readonly value: string } {
    return { name: ORIGIN_VERIFY_HEADER, value: this.originSecret.secretValue.unsafeUnwrap() };
  }

  /**
   * Adds every route of the table. `handlers` maps a route's handler file to its function; the
   * CloudFront distribution only needs the API itself, so routes come after the user pool.
   */
  addRoutes(props: {
    routes: readonly HttpRoute[];
    handlers: ReadonlyMap<string, FairBillFunction>;
    userPool: cognito.IUserPool;
    client: cognito.IUserPoolClient;
  }): void {
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
      identitySource: ['$request.header.Authorization'],
    });
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes) {
      const fn = props.handlers.get(route.handler);
      if (!fn) throw new Error(`No function for route handler "${route.handler}"`);
      const [created] = this.api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.handler}-integration`, fn.function, {
          payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
        }),
        authorizer: route.public ? new apigw.HttpNoneAuthorizer() : authorizer,
      });
      if (route.throttle && created) {
        routeSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: route.throttle.rateLimit,
          ThrottlingBurstLimit: route.throttle.burstLimit,
        };
        // The stage's route settings name the route: CloudFormation must create it first.
        this.stage.node.addDependency(created);
      }
      if (route.public && created) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in FairBill's route table (the contact form works signed out); the handler checks a bearer token itself when one is sent.`,
        });
      }
    }
    // The L2 stage has no per-route settings; CloudFormation's RouteSettings is keyed by route key.
    if (Object.keys(routeSettings).length > 0) (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
  }
}
