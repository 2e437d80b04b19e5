import { createDocumentResponseSchema, documentResponseSchema, downloadDocumentResponseSchema } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as deleteDocument } from '../../src/handlers/http/delete-document';
import { handler as downloadDocument } from '../../src/handlers/http/download-document';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { handler as listRevisions } from '../../src/handlers/http/list-document-revisions';
import { handler as searchDocuments } from '../../src/handlers/http/search-documents';
import { call, newUser } from '../support/http-events';
import { defaultMemberId, pdfBytes, uploadDocument } from '../support/fixtures';
import { forbidInLogs } from '../support/log-guard';

forbidInLogs('hippocampus-invoice.pdf', 'hippocampus');

const route = '/api/documents';

describe('POST /api/documents', () => {
  it('creates a pending record and a presigned PUT for exactly its key, type and size', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const body = { documentType: 'medical_bill', familyMemberId, fileName: 'hippocampus-invoice.pdf', fileSize: 2048, contentType: 'application/pdf' };
    const reply = await call(createDocument, { method: 'POST', route, body, user });
    expect(reply.status).toBe(201);
    createDocumentResponseSchema.parse(reply.body);
    const { document, upload } = reply.body;
    expect(document).toMatchObject({
      documentType: 'medical_bill',
      familyMemberId,
      fileName: 'hippocampus-invoice.pdf',
      contentType: 'application/pdf',
      fileSize: 2048,
      extractionStatus: 'pending',
      pipelineStage: 'uploaded',
      status: 'pending',
      amount: 0,
      requiresManualReview: false,
      failureReason: null,
      extractedData: null,
      analysis: null,
      version: 1,
    });
    expect(document.filePath).toMatch(new RegExp(`^${user.sub}/bill-\\d{4}-\\d{2}-\\d{2}-\\d+-hippocampus-invoice\\.pdf$`));
    expect(upload.method).toBe('PUT');
    expect(upload.headers).toEqual({ 'Content-Type': 'application/pdf' });
    const url = new URL(upload.url);
    expect(url.pathname).toBe(`/medical-documents/${document.filePath}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    // No checksum of an empty body may be baked into the URL (real S3 would refuse the PUT).
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
  });

  it('puts EOBs into the insurance bucket and the PUT with the headers given stores the file', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const bytes = pdfBytes('eob');
    const created = await uploadDocument(user, { documentType: 'insurance_payment', familyMemberId, bytes });
    expect(new URL(created.upload.url).pathname.startsWith('/insurance-documents/')).toBe(true);
    const download = await call(downloadDocument, {
      method: 'GET',
      route: '/api/documents/{documentId}/download',
      pathParameters: { documentId: created.document.id },
      user,
    });
    expect(download.status).toBe(200);
    downloadDocumentResponseSchema.parse(download.body);
    const fetched = await fetch(download.body.url);
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(bytes);
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    // The preview's copy is shown in the page, not downloaded by it.
    const previewed = await fetch(download.body.previewUrl);
    expect(new Uint8Array(await previewed.arrayBuffer())).toEqual(bytes);
    expect(previewed.headers.get('content-disposition')).toMatch(/^inline; filename="/);
  });

  it.each([
    ['documentType', { documentType: 'invoice' }, 400],
    ['familyMemberId', { familyMemberId: '' }, 400],
    ['familyMemberId', { familyMemberId: '../other' }, 400],
    ['fileName', { fileName: '' }, 400],
    ['fileName', { fileName: 'x'.repeat(256) + '.pdf' }, 400],
    ['fileSize', { fileSize: -1 }, 400],
    ['fileSize', { fileSize: 1.5 }, 400],
    ['fileSize', { fileSize: '100' }, 400],
    ['contentType', { contentType: 42 }, 400],
  ])('refuses a wrong %s (%o)', async (field, change, status) => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const body = { documentType: 'medical_bill', familyMemberId, fileName: 'a.pdf', fileSize: 10, contentType: 'application/pdf', ...change };
    const reply = await call(createDocument, { method: 'POST', route, body, user });
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toContain(field);
  });

  it('refuses files over 20 MB (413), other types (415), empty files (400) and unknown members (404)', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const base = { documentType: 'medical_bill', familyMemberId, fileName: 'a.pdf', fileSize: 10, contentType: 'application/pdf' };
    const tooBig = await call(createDocument, { method: 'POST', route, body: { ...base, fileSize: 20 * 1024 * 1024 + 1 }, user });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('This file is too large. The maximum size is 20 MB.');
    expect((await call(createDocument, { method: 'POST', route, body: { ...base, fileSize: 20 * 1024 * 1024 }, user })).status).toBe(201);
    const exe = await call(createDocument, { method: 'POST', route, body: { ...base, fileName: 'a.exe' }, user });
    expect(exe.status).toBe(415);
    expect((await call(createDocument, { method: 'POST', route, body: { ...base, fileSize: 0 }, user })).status).toBe(400);
    const noMember = await call(createDocument, { method: 'POST', route, body: { ...base, familyMemberId: '01JNOSUCHMEMBER0000000000' }, user });
    expect(noMember.status).toBe(404);
    expect(noMember.body.error.code).toBe('member_not_found');
  });

  it('creates one record for a retried request with the same Idempotency-Key', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const body = { documentType: 'user_payment', familyMemberId, fileName: 'r.png', fileSize: 10, contentType: 'image/png' };
    const headers = { 'idempotency-key': 'upload-retry-001' };
    const first = await call(createDocument, { method: 'POST', route, body, user, headers });
    const second = await call(createDocument, { method: 'POST', route, body, user, headers });
    expect(second.body.document.id).toBe(first.body.document.id);
    const search = await call(searchDocuments, { method: 'GET', route, query: { receipts: 'true' }, user });
    expect(search.body.results).toHaveLength(1);
  });
});

describe('GET/DELETE /api/documents/{documentId}', () => {
  it('returns the document and 404 for an unknown or malformed id', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const { document } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId });
    const reply = await call(getDocument, { method: 'GET', route: `${route}/{documentId}`, pathParameters: { documentId: document.id }, user });
    expect(reply.status).toBe(200);
    documentResponseSchema.parse(reply.body);
    expect(reply.body.document.id).toBe(document.id);
    for (const documentId of ['01JNOSUCHDOC00000000000000', '..%2F..', 'a'.repeat(65)]) {
      const missing = await call(getDocument, { method: 'GET', route: `${route}/{documentId}`, pathParameters: { documentId }, user });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: { code: 'document_not_found', message: 'Document not found' } });
    }
  });

  it('deletes the record and the file', async () => {
    const user = newUser();
    const familyMemberId = await defaultMemberId(user);
    const { document } = await uploadDocument(user, { documentType: 'medical_bill', familyMemberId });
    const download = await call(downloadDocument, { method: 'GET', route: `${route}/{documentId}/download`, pathParameters: { documentId: document.id }, user });
    expect((await fetch(download.body.url)).status).toBe(200);
    const deleted = await call(deleteDocument, { method: 'DELETE', route: `${route}/{documentId}`, pathParameters: { documentId: document.id }, user });
    expect(deleted.status).toBe(204);
    expect((await fetch(download.body.url)).status).toBe(404);
    expect((await call(getDocument, { method: 'GET', route: `${route}/{documentId}`, pathParameters: { documentId: document.id }, user })).status).toBe(404);
    expect((await call(deleteDocument, { method: 'DELETE', route: `${route}/{documentId}`, pathParameters: { documentId: document.id }, user })).status).toBe(404);
    expect((await call(listRevisions, { method: 'GET', route: `${route}/{documentId}/revisions`, pathParameters: { documentId: document.id }, user })).status).toBe(404);
  });
});
