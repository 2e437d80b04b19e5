import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '@fairbill/infra/local/config';
import { api, cognito, confirmationLink, mailTo, pollUntil, registerConfirmedUser, runtimeConfig, signIn, waitForMail } from '@fairbill/infra/local/testing/local-client';
import { commandLine, descendantPids, isAlive, waitFor } from '@fairbill/infra/local/testing/processes';
import { startStackProcess } from '@fairbill/infra/local/testing/stack-process';
import { launchBrowser, openPage } from './browser';
import { sampleBillPdf } from './fixtures';

// The walking skeleton of issue 2 against the stack `npm start` runs (started once by
// global-setup.ts): sign-up -> confirmation mail in the outbox -> confirm -> sign in -> default
// member -> upload -> pipeline -> status change; then Ctrl-C leaves no process and a restart
// keeps the user and the member.

const stack = inject('fairbillStack');
const password = 'secret-pass-1';
const run = Date.now().toString(36);

type Member = { id: string; firstName: string; lastName?: string; relationship: string };
type DocumentView = { id: string; extractionStatus: string; pipelineStage: string; failureReason: string | null };

describe.sequential('walking skeleton on the local stack', () => {
  const apiUser = { email: `api.${run}@example.com`, memberId: '' };
  let clientId = '';

  beforeAll(async () => {
    clientId = (await runtimeConfig(stack.appUrl)).userPoolClientId;
  });

  it('serves /config.json with the local pool, the /cognito endpoint and USER_PASSWORD_AUTH', async () => {
    const response = await fetch(new URL('/config.json', stack.appUrl));
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      stage: 'local',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: '/api',
      userPoolEndpoint: new URL('/cognito', stack.appUrl).href,
    });
  });

  it('answers /api without a valid token with 401 like API Gateway', async () => {
    const missing = await api(stack.appUrl, '/api/family-members');
    const forged = await api(stack.appUrl, '/api/family-members', { token: 'not-a-jwt' });
    expect(missing).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(forged.status).toBe(401);
  });

  it('HTTP level: sign-up -> mail -> confirm -> sign in -> default member -> upload -> pipeline changes the status', async () => {
    const link = await registerConfirmedUser(stack, apiUser.email, password);
    expect(link.pathname).toBe('/confirm');
    expect(link.origin).toBe(new URL(stack.appUrl).origin);
    const { idToken, refreshToken } = await signIn(stack.appUrl, clientId, apiUser.email, password);

    const members = await api<{ members: Member[] }>(stack.appUrl, '/api/family-members', { token: idToken });
    expect(members.status).toBe(200);
    expect(members.body.members).toHaveLength(1);
    expect(members.body.members[0]).toMatchObject({ relationship: 'Self', firstName: 'Jane' });
    apiUser.memberId = members.body.members[0]?.id ?? '';

    // Amplify refreshes with GetTokensFromRefreshToken, which the /cognito shim maps for cognito-local.
    const refreshed = await cognito<{ AuthenticationResult?: { IdToken?: string } }>(stack.appUrl, 'GetTokensFromRefreshToken', {
      ClientId: clientId,
      RefreshToken: refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const freshToken = refreshed.body.AuthenticationResult?.IdToken ?? '';
    expect((await api(stack.appUrl, '/api/family-members', { token: freshToken })).status).toBe(200);

    const bytes = await sampleBillPdf();
    const created = await api<{ document: DocumentView; upload: { url: string; method: string; headers: Record<string, string> } }>(
      stack.appUrl,
      '/api/documents',
      {
        method: 'POST',
        token: freshToken,
        body: { documentType: 'medical_bill', familyMemberId: apiUser.memberId, fileName: 'bill.pdf', fileSize: bytes.length, contentType: 'application/pdf' },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.document.extractionStatus).toBe('pending');
    const put = await fetch(created.body.upload.url, {
      method: 'PUT',
      headers: { ...created.body.upload.headers, origin: new URL(stack.appUrl).origin },
      body: bytes,
    });
    expect(put.status).toBe(200);

    const documentId = created.body.document.id;
    const finished = await pollUntil(
      () => api<{ document: DocumentView }>(stack.appUrl, `/api/documents/${documentId}`, { token: freshToken }),
      (result) => ['completed', 'failed'].includes(result.body.document?.extractionStatus),
      90_000,
    );
    expect(finished.status).toBe(200);
    expect(finished.body.document.extractionStatus).toBe('completed');
    expect(finished.body.document.pipelineStage).toBe('done');
  });

  it('browser: the walking-skeleton journey through the real SPA', async () => {
    const email = `browser.${run}@example.com`;
    const browser = await launchBrowser();
    let page: Page | undefined;
    try {
      page = await openPage(browser, stack.appUrl);
      await page.goto(new URL('/register', stack.appUrl).href);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('First Name').fill('Jane');
      await page.getByLabel('Last Name').fill('Doe');
      await page.getByLabel('Phone').fill('5555550100');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/signup-success');

      const link = confirmationLink(await waitForMail(stack.outboxUrl, mailTo(email, /confirm/i)));
      await page.goto(link.href);
      // Success shows 'Go to Dashboard' and then moves on by itself (signed out: to /login).
      await page
        .getByRole('button', { name: 'Go to Dashboard' })
        .or(page.getByRole('button', { name: 'Sign In' }))
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Back to Login' }).count()).toBe(0);

      await page.goto(new URL('/login', stack.appUrl).href);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Welcome Jane' }).waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: 'Upload a new bill & EOB' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Medical Documents' });
      await dialog.getByLabel('Medical Bill').setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await sampleBillPdf()) });
      await dialog.getByRole('button', { name: 'Upload Bill' }).click();
      const outcome = page.getByText(/AI Analysis Complete|AI Processing Failed/).first();
      await outcome.waitFor({ timeout: 90_000 });
      expect(await outcome.textContent()).toMatch(/^AI Analysis Complete/);
    } catch (error) {
      await page?.screenshot({ path: join(repoRoot, 'test-results', `skeleton-browser-${run}.png`), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await browser.close();
    }
  });

  // Runs on the shared stack: it is stopped with Ctrl-C and restarted on the same ports and data
  // folder, and the restarted one serves the test files that run after this one.
  describe('stopping and restarting', () => {
    const currentPid = async () => Number(await readFile(stack.pidFile, 'utf8'));

    it('Ctrl-C (SIGINT) stops the stack and leaves no child process behind, Java included', async () => {
      const pid = await currentPid();
      const children = descendantPids(pid);
      const commands = children.map(commandLine);
      expect(commands.some((command) => command.includes('DynamoDBLocal'))).toBe(true);
      expect(commands.some((command) => command.includes('cognito-local'))).toBe(true);

      process.kill(pid, 'SIGINT');
      expect(await waitFor(() => !isAlive(pid), 30_000)).toBe(true);
      // A child may take a moment to notice (tsx's esbuild service exits when its pipe closes).
      await waitFor(() => children.every((child) => !isAlive(child)), 5_000);
      expect(children.filter((child) => isAlive(child)).map(commandLine)).toEqual([]);
    });

    it('a restart on the same data folder finds the same user and the same member', async () => {
      const restarted = await startStackProcess(stack.settings, join(stack.workDir, 'stack-2.log'));
      await writeFile(stack.pidFile, String(restarted.pid));
      expect(restarted.appUrl).toBe(stack.appUrl);
      const { idToken } = await signIn(restarted.appUrl, clientId, apiUser.email, password);
      const members = await api<{ members: Member[] }>(restarted.appUrl, '/api/family-members', { token: idToken });
      expect(members.status).toBe(200);
      expect(members.body.members.map((member) => member.id)).toEqual([apiUser.memberId]);
    });
  });
});
