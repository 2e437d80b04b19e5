import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { MIN_PASSWORD_LENGTH, userGroupDescriptions, userGroups } from '@fairbill/shared';
import type { FairBillFunction } from './fairbill-function';

export interface AuthProps {
  readonly removalPolicy: RemovalPolicy;
  readonly mfa: 'off' | 'optional';
  /** Threat protection on (the Plus feature plan): see StageConfig.threatProtection. */
  readonly threatProtection: boolean;
  /** Writes the `/confirm?username=...&code=...` link and the reset-code e-mail (Decision 8). */
  readonly customMessage: FairBillFunction;
  /** When set, Cognito sends through SES from this verified identity. */
  readonly sesSender?: { readonly identity: ses.IEmailIdentity; readonly fromEmail: string; readonly region: string };
}

/**
 * The Cognito user pool: sign-in with e-mail, self sign-up with e-mail verification, the spec's
 * password minimum from shared/ (Decision 11), optional TOTP MFA, and the SPA's app client (SRP and
 * refresh tokens).
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: MIN_PASSWORD_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: props.mfa === 'optional' ? cognito.Mfa.OPTIONAL : cognito.Mfa.OFF,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: props.threatProtection ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      ...(props.threatProtection ? { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION } : {}),
      deletionProtection: props.removalPolicy === RemovalPolicy.RETAIN,
      removalPolicy: props.removalPolicy,
      lambdaTriggers: { customMessage: props.customMessage.function },
      ...(props.sesSender
        ? {
            email: cognito.UserPoolEmail.withSES({
              fromEmail: props.sesSender.fromEmail,
              fromName: 'FairBill',
              sesRegion: props.sesSender.region,
            }),
          }
        : {}),
    });
    if (props.sesSender) this.userPool.node.addDependency(props.sesSender.identity);
    // Staff roles (issue 13): the API reads them from the token's cognito:groups claim.
    for (const group of userGroups) {
      new cognito.CfnUserPoolGroup(this, `Group-${group}`, { userPoolId: this.userPool.userPoolId, groupName: group, description: userGroupDescriptions[group] });
    }
    const ack = (id: string, reason: string): void => Validations.of(this.userPool).acknowledge({ id, reason });
    ack('AwsSolutions-COG1', `Decision 11: FairBill keeps the spec's ${MIN_PASSWORD_LENGTH}-character minimum with strength hints, one value shared by the SPA and this policy.`);
    ack('AwsSolutions-COG2', 'FairBill (issue 4) offers optional MFA: patients and caregivers may enable TOTP; requiring it would block sign-up for the spec\'s e-mail/password flow.');
    if (props.threatProtection) {
      // What threat protection does: a password known from a breach is refused; a risky sign-in asks
      // for the second factor where the user set one up. Users are not mailed (no SES template here).
      new cognito.CfnUserPoolRiskConfigurationAttachment(this, 'ThreatProtection', {
        userPoolId: this.userPool.userPoolId,
        clientId: 'ALL',
        compromisedCredentialsRiskConfiguration: { actions: { eventAction: 'BLOCK' }, eventFilter: ['SIGN_IN', 'SIGN_UP', 'PASSWORD_CHANGE'] },
        accountTakeoverRiskConfiguration: {
          actions: {
            highAction: { eventAction: 'MFA_IF_CONFIGURED', notify: false },
            mediumAction: { eventAction: 'MFA_IF_CONFIGURED', notify: false },
            lowAction: { eventAction: 'NO_ACTION', notify: false },
          },
        },
      });
    } else {
      ack('AwsSolutions-COG8', 'Threat protection needs the Plus feature plan (per-MAU cost): FairBill turns it on in prod (cdk.json threatProtection); dev stays on Essentials with e-mail verification and optional TOTP.');
    }

    this.client = this.userPool.addClient('WebClient', {
      // SRP only: the password never leaves the browser. USER_PASSWORD_AUTH exists only on the local
      // stack's client (infra/emulators/src/cognito-local.ts), because cognito-local has no SRP.
      authFlows: { userSrp: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
