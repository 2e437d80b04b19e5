import type { MemberSelection } from '@fairbill/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the SPA. Each family starts with its root (`all`), so invalidating a root
 * covers all of its queries; `invalidateAfter` says which roots each change makes stale.
 */
export const queryKeys = {
  familyMembers: { all: ['family-members'] },
  /** The account's own pages: its latest "Download all my data" export, and its reminder settings (issue 14). */
  account: { all: ['account'], export: () => ['account', 'export'], reminders: () => ['account', 'reminders'] },
  documents: {
    all: ['documents'],
    detail: (documentId: string) => ['documents', 'one', documentId],
    download: (documentId: string) => ['documents', 'download', documentId],
    /** A document's history (every reading, correction and visit link): under the documents' root, so every change to a document refreshes it. */
    revisions: (documentId: string) => ['documents', 'revisions', documentId],
    search: (params: Record<string, string>) => ['documents', 'search', params],
    /** The sample member and its documents (issue 14): under the documents' root, so an upload, a deletion or a member's removal refreshes it. */
    samples: () => ['documents', 'samples'],
  },
  totals: {
    all: ['totals'],
    year: (year: number, selection: MemberSelection | null) => ['totals', year, selection],
  },
  history: {
    all: ['history'],
    member: (member: string) => ['history', member],
  },
  /** The visit ledgers (issue 14): the dashboard's "Needs your action" and "Refunds due". */
  ledgers: {
    all: ['ledgers'],
    year: (year: number, selection: MemberSelection | null) => ['ledgers', year, selection],
    /** A visit's letters (issue 14): under the ledgers' root, so every change to a visit's documents refreshes its drafts. */
    letterDrafts: (ledgerId: string) => ['ledgers', 'letter-drafts', ledgerId],
    letters: (ledgerId: string) => ['ledgers', 'letters', ledgerId],
    letterDownload: (letterId: string) => ['ledgers', 'letter-download', letterId],
    /** The upcoming deadlines (issue 14): under the ledgers' root, so whatever changes a visit (a document, a payment, a member, a letter) refreshes them. */
    reminders: (selection: MemberSelection | null) => ['ledgers', 'reminders', selection],
    allReminders: ['ledgers', 'reminders'],
  },
  audit: {
    all: ['audit'],
    records: (filters: Record<string, string>) => ['audit', 'records', filters],
    record: (documentId: string) => ['audit', 'record', documentId],
    accessLog: () => ['audit', 'access-log'],
  },
  ops: {
    all: ['ops'],
    runs: (filters: Record<string, string>) => ['ops', 'runs', filters],
    figures: (window: string) => ['ops', 'figures', window],
  },
  bills: {
    all: ['bills'],
    /** The bill with its matched EOB, or with the EOB a link named. */
    comparison: (billId: string, eobId: string | undefined) => ['bills', billId, 'comparison', eobId ?? null],
  },
} as const;

const invalidate = (queryClient: QueryClient, roots: readonly QueryKey[]) => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** What each change makes stale (spec "Document list refresh"). */
export const invalidateAfter = {
  /**
   * An upload: the document lists and the totals, the history (a receipt, or a bill's amounts), the
   * comparisons (a new EOB may be the one a bill matches) and the visit ledgers.
   */
  documentAdded: (queryClient: QueryClient) =>
    invalidate(queryClient, [queryKeys.documents.all, queryKeys.totals.all, queryKeys.history.all, queryKeys.bills.all, queryKeys.ledgers.all]),
  /**
   * A correction or a deletion: the checks run again, so every view built from documents (search,
   * comparisons, totals, history, ledgers); the members stay as they were.
   */
  documentChanged: (queryClient: QueryClient) =>
    invalidate(queryClient, [queryKeys.documents.all, queryKeys.totals.all, queryKeys.history.all, queryKeys.bills.all, queryKeys.ledgers.all]),
  /** 'You Paid' (totals), the new receipt (documents), the history, the paid bill's page and its visit's ledger. */
  paymentRecorded: (queryClient: QueryClient) =>
    invalidate(queryClient, [queryKeys.totals.all, queryKeys.documents.all, queryKeys.history.all, queryKeys.bills.all, queryKeys.ledgers.all]),
  /**
   * A payment linked to a visit, unlinked or given back to the rule (issue 14): the visits' figures,
   * "Refunds due" and the reminders (under the ledgers' root), and the payment's page and history
   * (documents). A link moves no amount in the totals; they are read again with the "Refunds due"
   * card beside them, so the row of cards shows one moment.
   */
  visitLinkChanged: (queryClient: QueryClient) => invalidate(queryClient, [queryKeys.ledgers.all, queryKeys.totals.all, queryKeys.documents.all]),
  /** A member added or edited: the ledgers too, which are listed per member. */
  memberChanged: (queryClient: QueryClient) => invalidate(queryClient, [queryKeys.familyMembers.all, queryKeys.ledgers.all]),
  /** A member removed, with their documents when asked to: every view built from documents changes too. */
  memberRemoved: (queryClient: QueryClient) =>
    invalidate(queryClient, [queryKeys.familyMembers.all, queryKeys.documents.all, queryKeys.totals.all, queryKeys.history.all, queryKeys.bills.all, queryKeys.ledgers.all]),
};
