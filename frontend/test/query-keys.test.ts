import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfter, queryKeys } from '../src/lib/query/keys';

// Which cached views each change makes stale: a view left out shows old figures until a reload.

const VIEWS = {
  members: queryKeys.familyMembers.all,
  documents: queryKeys.documents.search({ q: 'x' }),
  document: queryKeys.documents.detail('d1'),
  totals: queryKeys.totals.year(2026, null),
  history: queryKeys.history.member('all'),
  comparison: queryKeys.bills.comparison('b1', undefined),
  ledgers: queryKeys.ledgers.year(2026, 'family'),
} as const;

async function staleAfter(change: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(VIEWS)) client.setQueryData(key, { cached: true });
  await change(client);
  return Object.entries(VIEWS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidateAfter', () => {
  it.each([
    ['documentAdded', ['documents', 'document', 'totals', 'history', 'comparison', 'ledgers']],
    ['documentChanged', ['documents', 'document', 'totals', 'history', 'comparison', 'ledgers']],
    ['paymentRecorded', ['documents', 'document', 'totals', 'history', 'comparison', 'ledgers']],
    ['memberChanged', ['members', 'ledgers']],
    ['memberRemoved', ['members', 'documents', 'document', 'totals', 'history', 'comparison', 'ledgers']],
  ] as const)('%s makes stale: %s', async (change, views) => {
    expect(await staleAfter(invalidateAfter[change])).toEqual(views);
  });
});
