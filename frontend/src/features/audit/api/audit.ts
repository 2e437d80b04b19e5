import { accessLogResponseSchema, apiPaths, auditRecordSchema, auditSearchResponseSchema, buildPath, downloadDocumentResponseSchema, reproductionSchema } from '@fairbill/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

const PAGE_SIZE = 25;
const recordResponseSchema = z.object({ record: auditRecordSchema });
/** A file body (checked by shape: a Blob of another realm, e.g. fetch's own, is one too). */
const fileSchema = z.custom<Blob>((value) => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number');

/** The auditors' reads (issue 13); each one is written to the access log by the API. */
export const auditQueries = {
  records: (filters: Record<string, string>) =>
    infiniteQueryOptions({
      queryKey: queryKeys.audit.records(filters),
      queryFn: ({ pageParam, signal }) => authedApi(buildPath(apiPaths.auditRecords(), { ...filters, limit: PAGE_SIZE, cursor: pageParam }), { schema: auditSearchResponseSchema, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  record: (documentId: string) =>
    queryOptions({
      queryKey: queryKeys.audit.record(documentId),
      queryFn: async ({ signal }) => (await authedApi(apiPaths.auditRecord(documentId), { schema: recordResponseSchema, signal })).record,
      // Each view is a logged access and re-checks the file: never refetched behind the auditor's back.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  accessLog: () =>
    queryOptions({
      queryKey: queryKeys.audit.accessLog(),
      queryFn: ({ signal }) => authedApi(buildPath(apiPaths.auditAccessLog(), { limit: 200 }), { schema: accessLogResponseSchema, signal }),
      refetchOnWindowFocus: false,
    }),
};

/** A short-lived link to the original (a logged download). */
export const auditDownload = (documentId: string) => authedApi(apiPaths.auditRecordDownload(documentId), { schema: downloadDocumentResponseSchema });

/** The stored original read again by the current engine (a logged action; the record is not changed). */
export const auditReproduce = async (documentId: string) =>
  (await authedApi(apiPaths.auditRecordReproduce(documentId), { method: 'POST', schema: z.object({ reproduction: reproductionSchema }) })).reproduction;

/** The filtered results as a CSV or JSON Lines file (a logged export). */
export const auditExport = (filters: Record<string, string>, format: 'csv' | 'jsonl') =>
  authedApi(buildPath(apiPaths.auditExport(), { ...filters, format }), { schema: fileSchema, readAs: 'blob' });
