import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { httpRoutes } from '@fairbill/functions/routes';
import { handlerEntry, triggerHandlers } from '../lib/paths';
import { pipelineTasks } from '../lib/workflow/document-workflow';

// The construct tests fall back to a fixture entry; this is where a missing handler file fails.
describe('function entries', () => {
  const entries = [
    ...new Set(httpRoutes.map((route) => handlerEntry('http', route.handler))),
    ...Object.values(pipelineTasks).map((name) => handlerEntry('pipeline', name)),
    ...triggerHandlers.map((name) => handlerEntry('triggers', name)),
  ];
  it.each(entries)('%s exists', (entry) => {
    expect(existsSync(entry)).toBe(true);
  });
});
