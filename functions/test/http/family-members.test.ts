import { apiErrorSchema, deleteFamilyMemberResponseSchema, familyMemberResponseSchema, listFamilyMembersResponseSchema } from '@fairbill/shared';
import { describe, expect, it } from 'vitest';
import { handler as createMember } from '../../src/handlers/http/create-family-member';
import { handler as deleteMember } from '../../src/handlers/http/delete-family-member';
import { handler as listMembers } from '../../src/handlers/http/list-family-members';
import { handler as updateMember } from '../../src/handlers/http/update-family-member';
import { handler as createDocument } from '../../src/handlers/http/create-document';
import { handler as getDocument } from '../../src/handlers/http/get-document';
import { call, newUser } from '../support/http-events';
import { forbidInLogs } from '../support/log-guard';

forbidInLogs('Philomena', 'Quackenbush', 'Grandniece', 'Ottoline');

describe('GET /api/family-members', () => {
  it('creates the default member from the given and family name claims on the first read', async () => {
    const user = newUser({ given_name: 'Philomena', family_name: 'Quackenbush' });
    const reply = await call(listMembers, { method: 'GET', route: '/api/family-members', user });
    expect(reply.status).toBe(200);
    listFamilyMembersResponseSchema.parse(reply.body);
    expect(reply.body.members).toEqual([{ id: expect.any(String), firstName: 'Philomena', lastName: 'Quackenbush', relationship: 'Self' }]);
    const again = await call(listMembers, { method: 'GET', route: '/api/family-members', user });
    expect(again.body.members).toEqual(reply.body.members);
  });

  it("falls back to first name 'Self' without name claims", async () => {
    const reply = await call(listMembers, { method: 'GET', route: '/api/family-members', user: newUser() });
    expect(reply.body.members).toEqual([{ id: expect.any(String), firstName: 'Self', lastName: '', relationship: 'Self' }]);
  });

  it('creates exactly one default member under 20 concurrent first reads', async () => {
    const user = newUser({ given_name: 'Philomena' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(listMembers, { method: 'GET', route: '/api/family-members', user })));
    const ids = new Set(replies.flatMap((reply) => reply.body.members.map((member: { id: string }) => member.id)));
    expect(replies.every((reply) => reply.status === 200 && reply.body.members.length === 1)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it('does not re-create the default member after it was deleted', async () => {
    const user = newUser();
    const first = await call(listMembers, { method: 'GET', route: '/api/family-members', user });
    const id = first.body.members[0].id as string;
    expect((await call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters: { memberId: id }, user })).status).toBe(200);
    expect((await call(listMembers, { method: 'GET', route: '/api/family-members', user })).body.members).toEqual([]);
  });

  it('answers 401 without claims', async () => {
    const reply = await call(listMembers, { method: 'GET', route: '/api/family-members', user: null });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { code: 'unauthorized', message: 'User not authenticated' } });
    apiErrorSchema.parse(reply.body);
  });
});

describe('POST/PUT/DELETE /api/family-members', () => {
  const body = { firstName: 'Ottoline', lastName: 'Quackenbush', relationship: 'Grandniece' };

  it('creates, lists oldest first, updates and deletes a member', async () => {
    const user = newUser();
    await call(listMembers, { method: 'GET', route: '/api/family-members', user });
    const created = await call(createMember, { method: 'POST', route: '/api/family-members', body, user });
    expect(created.status).toBe(201);
    familyMemberResponseSchema.parse(created.body);
    expect(created.body.member).toEqual({ id: expect.any(String), ...body });
    const list = await call(listMembers, { method: 'GET', route: '/api/family-members', user });
    expect(list.body.members.map((member: { relationship: string }) => member.relationship)).toEqual(['Self', 'Grandniece']);

    const memberId = created.body.member.id as string;
    const updated = await call(updateMember, {
      method: 'PUT',
      route: '/api/family-members/{memberId}',
      pathParameters: { memberId },
      body: { ...body, relationship: 'Child' },
      user,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.member.relationship).toBe('Child');

    const deleted = await call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters: { memberId }, user });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true, deletedDocuments: 0 } });
    deleteFamilyMemberResponseSchema.parse(deleted.body);
    expect((await call(listMembers, { method: 'GET', route: '/api/family-members', user })).body.members).toHaveLength(1);
  });

  it('returns the first result for a retried create with the same Idempotency-Key', async () => {
    const user = newUser();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const [first, second] = await Promise.all([
      call(createMember, { method: 'POST', route: '/api/family-members', body, user, headers }),
      call(createMember, { method: 'POST', route: '/api/family-members', body, user, headers }),
    ]);
    expect(first.body.member.id).toBe(second.body.member.id);
    expect([first.status, second.status]).toEqual([201, 201]);
    const members = (await call(listMembers, { method: 'GET', route: '/api/family-members', user })).body.members;
    expect(members.filter((member: { relationship: string }) => member.relationship === 'Grandniece')).toHaveLength(1);
  });

  it.each([
    ['firstName', { ...body, firstName: '' }],
    ['firstName', { ...body, firstName: 7 }],
    ['lastName', { ...body, lastName: '   ' }],
    ['lastName', { firstName: body.firstName, relationship: body.relationship }],
    ['relationship', { ...body, relationship: null }],
    ['relationship', { ...body, relationship: 'x'.repeat(101) }],
  ])('refuses a body with a wrong %s (400)', async (field, wrong) => {
    const user = newUser();
    const reply = await call(createMember, { method: 'POST', route: '/api/family-members', body: wrong, user });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('validation_failed');
    expect(reply.body.error.message).toContain(field);
  });

  it('refuses a body that is not JSON (400) or missing (400)', async () => {
    const user = newUser();
    expect((await call(createMember, { method: 'POST', route: '/api/family-members', rawBody: '{oops', user })).body.error.code).toBe('invalid_json');
    expect((await call(createMember, { method: 'POST', route: '/api/family-members', user })).body.error.code).toBe('missing_body');
  });

  it('answers 404 for an unknown member on update and delete', async () => {
    const user = newUser();
    const pathParameters = { memberId: '01JUNKNOWNMEMBER00000000000' };
    expect((await call(updateMember, { method: 'PUT', route: '/api/family-members/{memberId}', pathParameters, body, user })).status).toBe(404);
    expect((await call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters, user })).status).toBe(404);
  });

  it('refuses to delete a member with documents (409) unless asked to delete them too', async () => {
    const user = newUser();
    const member = (await call(createMember, { method: 'POST', route: '/api/family-members', body, user })).body.member;
    const doc = await call(createDocument, {
      method: 'POST',
      route: '/api/documents',
      body: { documentType: 'medical_bill', familyMemberId: member.id, fileName: 'ottoline.pdf', fileSize: 1000, contentType: 'application/pdf' },
      user,
    });
    expect(doc.status).toBe(201);
    const pathParameters = { memberId: member.id as string };
    const refused = await call(deleteMember, { method: 'DELETE', route: '/api/family-members/{memberId}', pathParameters, user });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('member_has_documents');

    const deleted = await call(deleteMember, {
      method: 'DELETE',
      route: '/api/family-members/{memberId}',
      pathParameters,
      query: { deleteDocuments: 'true' },
      user,
    });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true, deletedDocuments: 1 } });
    const gone = await call(getDocument, { method: 'GET', route: '/api/documents/{documentId}', pathParameters: { documentId: doc.body.document.id }, user });
    expect(gone.status).toBe(404);
  });
});
