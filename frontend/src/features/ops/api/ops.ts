import {
  apiPaths,
  batchRedriveResponseSchema,
  buildPath,
  pipelineFiguresSchema,
  pipelineRunDetailSchema,
  runListResponseSchema,
  type BatchRedriveRequest,
  type FigureWindow,
} from '@fairbill/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { authedApi } from '../../../lib/auth/authed-api';
import { queryKeys } from '../../../lib/query/keys';

const PAGE_SIZE = 25;
/** While a run is running (a redrive, say) the list and figures follow it. */
const FOLLOW_MS = 2_000;

/** The operators' reads and redrives (issue 13). */
export const opsQueries = {
  runs: (filters: Record<string, string>) =>
    infiniteQueryOptions({
      queryKey: queryKeys.ops.runs(filters),
      queryFn: ({ pageParam, signal }) => authedApi(buildPath(apiPaths.opsRuns(), { ...filters, limit: PAGE_SIZE, cursor: pageParam }), { schema: runListResponseSchema, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some((run) => run.state === 'running')) ? FOLLOW_MS : false),
    }),
  figures: (window: FigureWindow) =>
    queryOptions({
      queryKey: queryKeys.ops.figures(window),
      queryFn: async ({ signal }) => (await authedApi(buildPath(apiPaths.opsFigures(), { window }), { schema: z.object({ figures: pipelineFiguresSchema }), signal })).figures,
    }),
};

/** Restarts one failed run from its failed step; the reason is kept on the run. */
export const redriveRun = async (executionId: string, reason: string) =>
  (await authedApi(apiPaths.opsRunRedrive(executionId), { method: 'POST', body: { reason }, schema: z.object({ run: pipelineRunDetailSchema }) })).run;

/** Every redrivable failed run the filter matches, at most 100. */
export const redriveBatch = (request: Omit<BatchRedriveRequest, 'limit'>) => authedApi(apiPaths.opsRedrive(), { method: 'POST', body: request, schema: batchRedriveResponseSchema });
