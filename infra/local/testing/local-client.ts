import { z } from 'zod';

// HTTP-level client of the local stack, speaking to the same endpoints the SPA uses:
// Cognito's JSON API behind /cognito, the API behind /api, and the outbox.

const mailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type Mail = z.infer<typeof mailSchema>;

export async function cognito<T = Record<string, unknown>>(appUrl: string, operation: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL('/cognito', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function signIn(appUrl: string, clientId: string, email: string, password: string): Promise<{ idToken: string; refreshToken: string }> {
  const result = await cognito<{ AuthenticationResult?: { IdToken: string; RefreshToken: string } }>(appUrl, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const tokens = result.body.AuthenticationResult;
  if (result.status !== 200 || !tokens) throw new Error(`Sign-in failed with ${result.status}`);
  return { idToken: tokens.IdToken, refreshToken: tokens.RefreshToken };
}

export async function runtimeConfig(appUrl: string): Promise<{ userPoolId: string; userPoolClientId: string; userPoolEndpoint?: string }> {
  const response = await fetch(new URL('/config.json', appUrl));
  return z
    .object({ userPoolId: z.string(), userPoolClientId: z.string(), userPoolEndpoint: z.string().optional() })
    .parse(await response.json());
}

export async function api<T = Record<string, unknown>>(
  appUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, appUrl), {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Polls `<outboxUrl>.json` until a mail matches (newest first). */
export async function waitForMail(outboxUrl: string, matches: (mail: Mail) => boolean, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${outboxUrl}.json`);
    const { mails } = z.object({ mails: z.array(mailSchema) }).parse(await response.json());
    const mail = mails.find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The expected mail did not arrive in the outbox');
}

/** A confirmation-style mail to `to` whose subject matches. */
export const mailTo = (to: string, subject: RegExp) => (mail: Mail) => mail.to === to && subject.test(mail.subject);

/** The `/confirm?username=...&code=...` link of a confirmation mail. */
export function confirmationLink(mail: Mail): URL {
  const link = /https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('The confirmation mail has no /confirm link');
  return new URL(link);
}

/** Polls until `read` returns a value that `done` accepts. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, intervalMs = 500): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await read();
  }
  return value;
}

/** Signs Jane Doe up with `email`, then confirms through the link the outbox received; returns that link. */
export async function registerConfirmedUser(stack: { appUrl: string; outboxUrl: string }, email: string, password: string): Promise<URL> {
  const { userPoolClientId } = await runtimeConfig(stack.appUrl);
  const signUp = await cognito(stack.appUrl, 'SignUp', {
    ClientId: userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Jane' },
      { Name: 'family_name', Value: 'Doe' },
    ],
  });
  if (signUp.status !== 200) throw new Error(`SignUp failed with ${signUp.status}`);
  const link = confirmationLink(await waitForMail(stack.outboxUrl, mailTo(email, /confirm/i)));
  const confirm = await cognito(stack.appUrl, 'ConfirmSignUp', {
    ClientId: userPoolClientId,
    Username: link.searchParams.get('username'),
    ConfirmationCode: link.searchParams.get('code'),
  });
  if (confirm.status !== 200) throw new Error(`ConfirmSignUp failed with ${confirm.status}`);
  return link;
}

/** A registered, confirmed and signed-in user, with the id of the default member the API created. */
export async function signedInUser(stack: { appUrl: string; outboxUrl: string }, email: string, password: string) {
  await registerConfirmedUser(stack, email, password);
  const { userPoolClientId } = await runtimeConfig(stack.appUrl);
  const { idToken: token, refreshToken } = await signIn(stack.appUrl, userPoolClientId, email, password);
  const members = await api<{ members: { id: string }[] }>(stack.appUrl, '/api/family-members', { token });
  return { token, refreshToken, memberId: members.body.members[0]?.id ?? '' };
}

type UploadedDocument = { id: string; extractionStatus: string; [field: string]: unknown };

/** Uploads a PDF as the SPA does (record, then PUT to the presigned URL) and waits until the pipeline is done with it. */
export async function uploadAndWait(appUrl: string, token: string, memberId: string, documentType: string, bytes: Uint8Array): Promise<UploadedDocument> {
  const created = await api<{ document: UploadedDocument; upload: { url: string; headers: Record<string, string> } }>(appUrl, '/api/documents', {
    method: 'POST',
    token,
    body: { documentType, familyMemberId: memberId, fileName: `${documentType}.pdf`, fileSize: bytes.length, contentType: 'application/pdf' },
  });
  if (created.status !== 201) throw new Error(`Creating the document failed with ${created.status}`);
  const put = await fetch(created.body.upload.url, { method: 'PUT', headers: { ...created.body.upload.headers, origin: new URL(appUrl).origin }, body: bytes });
  if (put.status !== 200) throw new Error(`The upload failed with ${put.status}`);
  const done = await pollUntil(
    () => api<{ document: UploadedDocument }>(appUrl, `/api/documents/${created.body.document.id}`, { token }),
    (result) => ['completed', 'failed'].includes(result.body.document?.extractionStatus),
    90_000,
  );
  return done.body.document;
}
