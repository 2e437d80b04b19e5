import { figuresQuerySchema } from '@fairbill/shared';
import { figures } from '../../domain/operations/runs';
import { getRunDependencies } from './runs-runtime';
import { httpHandler, json, parseQuery } from './middleware';

/** GET /api/ops/figures?window=1h: runs per minute, p50/p95 per step, failure, review and throttle figures (operators only). */
export const handler = httpHandler(async (event) => {
  const { window } = parseQuery(event, figuresQuerySchema);
  return json(200, { figures: await figures(getRunDependencies(), window) });
});
