import { searchDocumentsQuerySchema } from '@fairbill/shared';
import type { DocumentType } from '@fairbill/shared';
import { searchDocuments } from '../../domain/documents/documents';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, parseQuery } from './middleware';
import { memberScope } from './query-scope';

const DEFAULT_PAGE_SIZE = 50;

/** GET /api/documents?bills=&eobs=&receipts=&memberId=&startDate=&endDate=&cursor=&limit= */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const query = parseQuery(event, searchDocumentsQuerySchema);
  const types: DocumentType[] = [
    ...(query.bills ? (['medical_bill'] as const) : []),
    ...(query.eobs ? (['insurance_payment'] as const) : []),
    ...(query.receipts ? (['user_payment'] as const) : []),
  ];
  const page = await searchDocuments(getDataDependencies(), userId, {
    types,
    memberId: memberScope(query.memberId),
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    cursor: query.cursor ?? null,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
  });
  return json(200, page);
});
