import type { ExecutionStatus, FigureWindow, PipelineStep, RunState } from '@fairbill/shared';

// The words of the operators' screen (issue 13), in one place for the page and its tests.

export const stepLabels: Record<PipelineStep, string> = {
  ResolveDocument: 'Resolve',
  ReadDocument: 'Read',
  StructureData: 'Structure',
  ValidateData: 'Validate',
  AnalyzeDocument: 'Analyze',
  PersistResults: 'Persist',
  MarkFailed: 'Mark failed',
};

export const runStateLabels: Record<RunState, string> = { running: 'Running', completed: 'Completed', failed: 'Failed', skipped: 'Skipped' };

export const stepStateLabels = { running: 'running', succeeded: 'done', failed: 'failed' } as const;

export const executionStatusLabels: Record<ExecutionStatus, string> = {
  RUNNING: 'running',
  SUCCEEDED: 'the workflow handled it',
  FAILED: 'execution failed',
  TIMED_OUT: 'execution timed out',
  ABORTED: 'execution aborted',
};

export const windowLabels: Record<FigureWindow, string> = { '15m': 'Last 15 minutes', '1h': 'Last hour', '6h': 'Last 6 hours', '24h': 'Last 24 hours', '7d': 'Last 7 days' };

/** A share as a percentage; "—" when there is nothing to divide by. */
export const percent = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/** Milliseconds as a person reads them. */
export const duration = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '—' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
