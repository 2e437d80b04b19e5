import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API_PREFIX, apiPaths, buildPath, FAMILY_SELECTION } from '@fairbill/shared';
import { signedInUser, uploadAndWait } from '@fairbill/infra/local/testing/local-client';
import { sampleBillPdf, sampleReceiptPdf } from '../fixtures';
import type { LoadSample } from './load-plan';

// One simulated family for npm run bench:load: the requests the SPA makes for each page of a
// journey (sign in, dashboard, search, a bill's detail, a receipt upload, a payment), with a
// human's pause between pages, timed one by one. Only the loopback address is ever called.

export const LOAD_PASSWORD = 'load-pass-1';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Refuses any address off this machine: the presigned URLs come from the stack, so they are checked too. */
export function loopbackOnly(url: string | URL): URL {
  const parsed = new URL(url);
  if (!LOOPBACK.has(parsed.hostname)) throw new Error(`bench:load calls the loopback address only, not ${parsed.host}`);
  return parsed;
}

export type LoadStack = { appUrl: string; outboxUrl: string; clientId: string };
export type LoadFamily = { email: string; memberId: string; billId: string };

/** Signs a family up (confirmed through the outbox) with one bill read by the pipeline: what its journeys open. */
export async function prepareFamily(stack: LoadStack, email: string): Promise<LoadFamily> {
  const { token, memberId } = await signedInUser(stack, email, LOAD_PASSWORD);
  const bill = await uploadAndWait(stack.appUrl, token, memberId, 'medical_bill', await sampleBillPdf());
  if (bill.extractionStatus !== 'completed') throw new Error(`The family's bill ended ${bill.extractionStatus}`);
  return { email, memberId, billId: bill.id };
}

export type JourneyHooks = {
  record(sample: LoadSample): void;
  /** A receipt's PUT went through: its execution is now queued. */
  uploaded(): void;
  thinkMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const receiptBytes = sampleReceiptPdf(new Date().getUTCFullYear());

/** One journey of `family`: every request timed under its route's name; a failed one ends the journey. */
export async function journey(stack: LoadStack, family: LoadFamily, hooks: JourneyHooks): Promise<void> {
  const origin = new URL(stack.appUrl).origin;
  const think = () => sleep(hooks.thinkMs * (0.5 + Math.random()));

  /** Times one request and reads its body; a network error or a non-2xx answer is a failed sample. */
  const call = async (route: string, url: string | URL, init: RequestInit = {}): Promise<unknown> => {
    const start = performance.now();
    let status = 0;
    try {
      const response = await fetch(loopbackOnly(url), init);
      status = response.status;
      const text = await response.text();
      const ok = response.ok;
      hooks.record({ route, ms: performance.now() - start, ok, status });
      if (!ok) throw new Error(`${route} -> ${status}`);
      return response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
    } catch (error) {
      if (status === 0) hooks.record({ route, ms: performance.now() - start, ok: false, status });
      throw error;
    }
  };
  let token = '';
  const api = (route: string, path: string, body?: unknown) =>
    call(route, new URL(`${API_PREFIX}${path}`, stack.appUrl), {
      method: route.split(' ')[0],
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  try {
    // Sign in as the local SPA does (USER_PASSWORD_AUTH through /cognito; SRP in AWS).
    const auth = (await call('POST /cognito InitiateAuth', new URL('/cognito', stack.appUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: stack.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: family.email, PASSWORD: LOAD_PASSWORD } }),
    })) as { AuthenticationResult?: { IdToken?: string } };
    token = auth.AuthenticationResult?.IdToken ?? '';
    await think();

    // The dashboard: its members and the year's family totals (the chart reads the same query).
    await Promise.all([
      api('GET /api/family-members', apiPaths.familyMembers()),
      api('GET /api/totals', buildPath(apiPaths.totals(), { year: new Date().getUTCFullYear(), memberId: FAMILY_SELECTION })),
    ]);
    await think();

    const search = (await api('GET /api/documents (search)', buildPath(apiPaths.documents(), { bills: 'true', eobs: 'true', receipts: 'true', memberId: family.memberId, limit: 20 }))) as {
      results: { id: string; type: string }[];
    };
    const billId = search.results.find((result) => result.type === 'bill')?.id ?? family.billId;
    await think();

    // The bill's detail: the comparison, and the original shown beside it (a presigned GET).
    await api('GET /api/bills/{billId}/comparison', apiPaths.billComparison(billId));
    const download = (await api('GET /api/documents/{documentId}/download', apiPaths.documentDownload(billId))) as { previewUrl: string };
    await call('GET S3 presigned (preview)', download.previewUrl, { headers: { origin } });
    await think();

    const bytes = await receiptBytes;
    const created = (await api('POST /api/documents', apiPaths.documents(), {
      documentType: 'user_payment',
      familyMemberId: family.memberId,
      fileName: 'receipt.pdf',
      fileSize: bytes.length,
      contentType: 'application/pdf',
    })) as { upload: { url: string; headers: Record<string, string> } };
    await call('PUT S3 presigned (upload)', created.upload.url, { method: 'PUT', headers: { ...created.upload.headers, origin }, body: bytes });
    hooks.uploaded();
    await think();

    await api('POST /api/payments', apiPaths.payments(), { billId, amount: 1234, cardLastFour: '4242' });
  } catch {
    // Recorded as a failed sample: the user gives up on this journey, as a person would.
  }
}
