import { Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { HttpRoute } from '../../../functions/src/handlers/http/routes';
import type { FairBillFunction } from './fairbill-function';

export interface HttpApiProps {
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  readonly logRetention: logs.RetentionDays;
  readonly logKey: kms.IKey;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The HTTP API: one Lambda per route of `httpRoutes`, the Cognito JWT authorizer on every route
 * except the ones the route table marks public, stage throttling and JSON access logs (ids,
 * statuses and timings only: no headers, bodies or query strings).
 */
export class HttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;

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
      encryptionKey: props.logKey,
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
      if (route.public && created) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in FairBill's route table (the contact form works signed out); the handler checks a bearer token itself when one is sent.`,
        });
      }
    }
  }
}
