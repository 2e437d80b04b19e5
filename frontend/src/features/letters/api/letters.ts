import {
  apiPaths,
  letterDownloadResponseSchema,
  letterDraftsResponseSchema,
  letterResponseSchema,
  lettersResponseSchema,
  type CreateLetterRequest,
  type Letter,
  type UpdateLetterRequest,
} from '@fairbill/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

/** A presigned GET lives 5 minutes: the link is fetched again well before it expires. */
const DOWNLOAD_URL_FRESH_MS = 60_000;

export const letterQueries = {
  /** GET /api/ledgers/{ledgerId}/letter-drafts: the visit and a draft of each kind of letter that fits it. */
  drafts: (ledgerId: string) =>
    queryOptions({
      queryKey: queryKeys.ledgers.letterDrafts(ledgerId),
      queryFn: ({ signal }) => authedApi(apiPaths.ledgerLetterDrafts(ledgerId), { schema: letterDraftsResponseSchema, signal }),
    }),
  /** GET /api/ledgers/{ledgerId}/letters: newest first. */
  list: (ledgerId: string) =>
    queryOptions({
      queryKey: queryKeys.ledgers.letters(ledgerId),
      queryFn: async ({ signal }) => (await authedApi(apiPaths.ledgerLetters(ledgerId), { schema: lettersResponseSchema, signal })).letters,
    }),
  /** GET /api/letters/{letterId}/download: a short-lived link that saves the PDF. */
  download: (letterId: string) =>
    queryOptions({
      queryKey: queryKeys.ledgers.letterDownload(letterId),
      queryFn: ({ signal }) => authedApi(apiPaths.letterDownload(letterId), { schema: letterDownloadResponseSchema, signal }),
      staleTime: DOWNLOAD_URL_FRESH_MS,
      gcTime: DOWNLOAD_URL_FRESH_MS,
      refetchInterval: 4 * DOWNLOAD_URL_FRESH_MS,
    }),
};

/** Puts a saved or changed letter at its place in the visit's list (newest first). */
function withLetter(letters: Letter[] | undefined, letter: Letter): Letter[] {
  const others = (letters ?? []).filter((other) => other.id !== letter.id);
  return [...others, letter].sort((a, b) => b.id.localeCompare(a.id));
}

/**
 * POST /api/ledgers/{ledgerId}/letters: the edited letter is stored and its PDF made. `idempotencyKey`
 * names the attempt: a save sent again (a double click, a retry after a lost answer) stores one letter.
 */
export function useSaveLetter(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey }: { request: CreateLetterRequest; idempotencyKey: string }) =>
      (await authedApi(apiPaths.ledgerLetters(ledgerId), { method: 'POST', body: request, schema: letterResponseSchema, idempotencyKey })).letter,
    retry: false,
    onSuccess: (letter) => queryClient.setQueryData(letterQueries.list(ledgerId).queryKey, (letters) => withLetter(letters, letter)),
  });
}

/** PATCH /api/letters/{letterId}: when it was sent, and when to follow up. */
export function useRecordSent(ledgerId: string, letterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateLetterRequest) => (await authedApi(apiPaths.letter(letterId), { method: 'PATCH', body: request, schema: letterResponseSchema })).letter,
    onSuccess: async (letter) => {
      queryClient.setQueryData(letterQueries.list(ledgerId).queryKey, (letters) => withLetter(letters, letter));
      // Its follow-up date is a deadline of the dashboard's Reminders list.
      await queryClient.invalidateQueries({ queryKey: queryKeys.ledgers.allReminders });
    },
  });
}
