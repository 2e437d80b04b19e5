import * as z from 'zod';
import { compareDateOnly } from '../lib/dates';
import { buildPath } from '../lib/paths';
import { searchMessages } from '../messages';
import { documentKindByType, isoDateSchema, type StoredDocument } from '../schemas/document';
import type { SearchResult, SearchResultType } from '../schemas/views';
import { FAMILY_SELECTION } from './family';
import { documentDay, toSearchResult } from './views';

const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true');
// "Search: no validation": a malformed date in the URL is ignored rather than refused.
const optionalDate = isoDateSchema.optional().catch(undefined);

/** The search screen's query parameters (bills, eobs, receipts = 'true'; memberId; YYYY-MM-DD dates). */
export const searchFiltersSchema = z.object({
  bills: flag,
  eobs: flag,
  receipts: flag,
  memberId: z.string().trim().min(1).optional().catch(undefined),
  startDate: optionalDate,
  endDate: optionalDate,
});
export type SearchFilters = z.output<typeof searchFiltersSchema>;

/** The filters as URL parameters: only the set ones, flags as 'true'. */
export function searchParamsFor(filters: Partial<SearchFilters>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['bills', 'eobs', 'receipts'] as const) if (filters[key]) params[key] = 'true';
  for (const key of ['memberId', 'startDate', 'endDate'] as const) {
    const value = filters[key];
    if (value) params[key] = value;
  }
  return params;
}

export function searchPath(filters: Partial<SearchFilters>): string {
  return buildPath('/search', searchParamsFor(filters));
}

/** Decision 4: "Back to Search Results" keeps the bill's own member. */
export function backToSearchPath(memberId: string): string {
  return searchPath({ bills: true, eobs: true, memberId });
}

/** With any type flag in the URL, the search runs again by itself. */
export function hasTypeFlag(params: Readonly<Record<string, string | null | undefined>>): boolean {
  return ['bills', 'eobs', 'receipts'].some((key) => params[key] !== undefined && params[key] !== null);
}

const includedTypes = (filters: SearchFilters) =>
  new Set<SearchResultType>([...(filters.bills ? ['bill' as const] : []), ...(filters.eobs ? ['eob' as const] : []), ...(filters.receipts ? ['receipt' as const] : [])]);

/**
 * Spec section 4, "Search": the selected types, one member or the family, start and end dates
 * both inclusive, newest first.
 */
export function searchDocuments(documents: readonly StoredDocument[], filters: SearchFilters): SearchResult[] {
  const types = includedTypes(filters);
  const allMembers = filters.memberId === undefined || filters.memberId === FAMILY_SELECTION;
  return documents
    .filter((document) => {
      const day = documentDay(document);
      return (
        types.has(documentKindByType[document.document_type]) &&
        (allMembers || document.family_member_id === filters.memberId) &&
        (filters.startDate === undefined || day >= filters.startDate) &&
        (filters.endDate === undefined || day <= filters.endDate)
      );
    })
    .sort(newestFirst)
    .map(toSearchResult);
}

/** Newest date first; the same day by newest creation, then id so the order is stable. */
function newestFirst(a: StoredDocument, b: StoredDocument): number {
  const byDay = compareDateOnly(documentDay(b), documentDay(a));
  if (byDay !== 0) return byDay;
  const byCreation = compareDateOnly(b.created_at, a.created_at);
  return byCreation !== 0 ? byCreation : compareDateOnly(a.id, b.id);
}

/** The caption under a result's amount. */
export function searchResultCaption(type: SearchResultType): string {
  return { bill: searchMessages.captionBill, eob: searchMessages.captionEob, receipt: searchMessages.captionReceipt }[type];
}

/** 'Found 3 result(s)', plus ' for Jane' when one member is selected. */
export function foundResultsCaption(count: number, memberFirstName?: string | null): string {
  return searchMessages.foundResults(count, memberFirstName);
}

/** Only bill cards open a page: /bill-detail?billId={id}. */
export function searchResultLink(result: Pick<SearchResult, 'type' | 'id'>): string | null {
  return result.type === 'bill' ? buildPath('/bill-detail', { billId: result.id }) : null;
}
