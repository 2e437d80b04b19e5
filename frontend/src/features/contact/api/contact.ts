import { apiPaths, contactResponseSchema, type ContactRequest } from '@fairbill/shared';
import { publicApi } from '../../../lib/api/api-client';

/** POST /api/contact -> 201 (Decision 6: stored and e-mailed to support). Public: no token. */
export async function sendContactMessage(form: ContactRequest): Promise<void> {
  await publicApi(apiPaths.contact(), { method: 'POST', body: form, schema: contactResponseSchema });
}
