import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/api-error';

const MINUTE = 60_000;
const QUERY_RETRIES = 3;
const MUTATION_RETRIES = 1;

/** Spec section 7 cache rules: fresh 5 min, kept 10 min, 3 retries, none on 4xx; mutations retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
      },
      mutations: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < MUTATION_RETRIES,
      },
    },
  });
}

let shared: QueryClient | undefined;

/** The app's one cache, kept while the user moves between pages. */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/** Tests only: a fresh cache per test. */
export function resetQueryClientForTests(): void {
  shared?.clear();
  shared = undefined;
}
