import { AdminDeleteUserCommand, AdminDisableUserCommand, CognitoIdentityProviderClient, DeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStatusCacheMs } from '@fairbill/functions/src/domain/account/active-users';
import { handler as createFamilyMember } from '@fairbill/functions/src/handlers/http/create-family-member';
import { handler as listFamilyMembers } from '@fairbill/functions/src/handlers/http/list-family-members';
import { call, cognitoUsername, httpEvent, newUser } from '@fairbill/functions/testing/http-events';
import { signedInUser, startLocalApi } from './local-api';

// Issue 18, defect 7: a deleted user's ID token kept working until it expired (4 of 4 requests,
// creates included): the JWT authorizer checks signature and expiry only. The handlers' shared
// middleware now asks Cognito whether the token's user still exists and is enabled, and keeps
// the answer a minute per container; so the tests look again once that minute is over.

const userPoolId = process.env.FAIRBILL_USER_POOL_ID ?? '';
const cognito = new CognitoIdentityProviderClient({});

/** Once every answer the middleware may have kept has expired (only Date is faked: I/O runs as usual). */
function afterTheCacheMinute(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + userStatusCacheMs + 1_000);
}
afterEach(() => {
  vi.useRealTimers();
});

const memberBody = { firstName: 'Late', lastName: 'Request', relationship: 'Child' };

describe('a deleted or disabled user through the local API server (JWT authorizer + handlers)', () => {
  let baseUrl = '';
  let close: () => Promise<void> = async () => {};

  beforeAll(async () => {
    ({ baseUrl, close } = await startLocalApi());
  });
  afterAll(() => close());

  const signedIn = () => signedInUser(cognito);

  const request = (idToken: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('refuses the token of a user who deleted their account, on GET and POST', async () => {
    const { idToken, accessToken } = await signedIn();
    expect((await request(idToken, 'GET', '/api/family-members')).status).toBe(200);

    // What Amplify's deleteUser() does: Cognito's DeleteUser with the user's own access token.
    await cognito.send(new DeleteUserCommand({ AccessToken: accessToken }));
    afterTheCacheMinute();

    expect((await request(idToken, 'GET', '/api/family-members')).status).toBe(401);
    expect((await request(idToken, 'GET', '/api/documents')).status).toBe(401);
    expect((await request(idToken, 'POST', '/api/family-members', memberBody)).status).toBe(401);
    const upload = { documentType: 'medical_bill', familyMemberId: 'any', fileName: 'bill.pdf', fileSize: 10, contentType: 'application/pdf' };
    expect((await request(idToken, 'POST', '/api/documents', upload)).status).toBe(401);
  });

  it('refuses the token of a user an operator disabled, at once when not looked up before', async () => {
    const { email, idToken } = await signedIn();
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: email }));

    expect((await request(idToken, 'GET', '/api/family-members')).status).toBe(401);
    expect((await request(idToken, 'POST', '/api/family-members', memberBody)).status).toBe(401);
  });
});

describe('a deleted or disabled user through the handlers as API Gateway invokes them (the AWS path)', () => {
  const route = '/api/family-members';

  it('serves a live user, then refuses GET and POST once the user is deleted', async () => {
    const user = newUser();
    expect((await call(listFamilyMembers, { method: 'GET', route, user })).status).toBe(200);

    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: await cognitoUsername(user) }));
    afterTheCacheMinute();

    expect((await call(listFamilyMembers, { method: 'GET', route, user })).status).toBe(401);
    expect((await call(createFamilyMember, { method: 'POST', route, body: memberBody, user })).status).toBe(401);
  });

  it('refuses a disabled user', async () => {
    const user = newUser();
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: await cognitoUsername(user) }));
    expect((await call(listFamilyMembers, { method: 'GET', route, user })).status).toBe(401);
    expect((await call(createFamilyMember, { method: 'POST', route, body: memberBody, user })).status).toBe(401);
  });

  it('refuses claims that name no Cognito user to ask about', async () => {
    const user = newUser();
    await cognitoUsername(user);
    const context = { awsRequestId: 'test' } as never;
    const result = await listFamilyMembers(httpEvent({ method: 'GET', route, user }), context);
    expect(result.statusCode).toBe(401);
  });
});
