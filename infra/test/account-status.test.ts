import type { CfnResource } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@fairbill/functions/routes';
import { synthesizeStage, type SynthesizedFairBill } from './support/synth';

// Issue 18, defect 7: every API function behind the JWT authorizer asks Cognito whether the token's
// user still exists and is enabled (functions/src/handlers/http/middleware.ts). Without this grant each of their
// requests would fail in AWS, so the template is held to it.

type Statement = { Action: string | string[]; Resource: unknown };

describe('API functions may look up the token\'s user in the user pool, and nothing more of it', () => {
  let dev: SynthesizedFairBill;
  beforeAll(() => {
    dev = synthesizeStage('dev');
  });
  afterAll(() => dev.cleanup());

  it.each(httpRoutes.map((route) => [route.handler, route.public === true, route.access.deletesCaller === true] as const))('%s (public: %s, deletes the caller: %s)', (handler, isPublic, deletesCaller) => {
    const { app } = dev.stacks;
    const idOf = (construct: { node: { defaultChild?: unknown } }) => app.getLogicalId(construct.node.defaultChild as CfnResource);
    const fn = app.routeFunctions.get(handler);
    if (!fn) throw new Error(`no function for ${handler}`);
    const roleId = idOf(fn.node.findChild('Role'));
    const cognito = Object.values(dev.main.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy['Properties']['Roles']).includes(roleId))
      .flatMap((policy) => (policy['Properties'] as { PolicyDocument: { Statement: Statement[] } }).PolicyDocument.Statement)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')));
    const userPool = { 'Fn::GetAtt': [idOf(app.auth.userPool), 'Arn'] };
    const lookUp = expect.objectContaining({ Action: 'cognito-idp:AdminGetUser', Resource: userPool });
    // Deleting one's account also deletes the caller's own Cognito user.
    const remove = expect.objectContaining({ Action: 'cognito-idp:AdminDeleteUser', Resource: userPool });
    expect(cognito).toEqual(isPublic ? [] : deletesCaller ? [lookUp, remove] : [lookUp]);
  });
});
