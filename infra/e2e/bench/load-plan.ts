import { parseArgs } from 'node:util';
import { percentiles, type Percentiles } from './pipeline-stats';

// npm run bench:load: its flags, the figures of a step and the issue 17 budget, as plain
// arithmetic (tested in load-plan.test.ts; nothing here measures time).

export type LoadPlan = {
  /** Concurrent simulated users of each step, in order (each step adds users to the last). */
  steps: number[];
  /** How long each step's users keep starting journeys. */
  stepSeconds: number;
  /** Mean pause between two pages of a journey (drawn from 0.5x to 1.5x). */
  thinkMs: number;
  /** A step's new users start spread over this, not all at once. */
  rampSeconds: number;
  /** How long to wait for the pipeline to finish a step's uploads before giving up. */
  drainTimeoutSeconds: number;
};

export const DEFAULT_PLAN: LoadPlan = { steps: [25, 50, 100, 200], stepSeconds: 60, thinkMs: 5_000, rampSeconds: 10, drainTimeoutSeconds: 600 };

/** Issue 17: at 100 users, read routes p95 <= 250 ms, no errors, the pipeline drained within 2 minutes of the last upload. */
export const LOAD_BUDGET = { users: 100, readP95Ms: 250, drainMs: 120_000 } as const;

export const LOAD_USAGE = `Usage: npm run bench:load -- [--steps 25,50,100,200] [--step-seconds 60] [--think-ms 5000] [--ramp-seconds 10] [--drain-timeout-seconds 600]`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number of 0 or more, not '${text}'`);
  return value;
}

/** The plan from the command line's flags; what is not given keeps its default. */
export function parseLoadPlan(argv: readonly string[]): LoadPlan {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      steps: { type: 'string' },
      'step-seconds': { type: 'string' },
      'think-ms': { type: 'string' },
      'ramp-seconds': { type: 'string' },
      'drain-timeout-seconds': { type: 'string' },
    },
    strict: true,
  });
  const steps = values.steps === undefined ? DEFAULT_PLAN.steps : values.steps.split(',').map((step) => Number(step.trim()));
  if (steps.length === 0 || steps.some((users) => !Number.isInteger(users) || users < 1)) throw new Error(`--steps takes whole numbers of users, such as 25,50,100,200, not '${values.steps}'`);
  return {
    steps,
    stepSeconds: positive('step-seconds', values['step-seconds'], DEFAULT_PLAN.stepSeconds),
    thinkMs: positive('think-ms', values['think-ms'], DEFAULT_PLAN.thinkMs),
    rampSeconds: positive('ramp-seconds', values['ramp-seconds'], DEFAULT_PLAN.rampSeconds),
    drainTimeoutSeconds: positive('drain-timeout-seconds', values['drain-timeout-seconds'], DEFAULT_PLAN.drainTimeoutSeconds),
  };
}

/** One request as a simulated user saw it. */
export type LoadSample = { route: string; ms: number; ok: boolean; status: number };

/** The routes that only read (the budget's "read routes"): API GETs, not Cognito or S3. */
export const isReadRoute = (route: string): boolean => route.startsWith('GET /api/');

export type RouteFigures = Percentiles & { route: string; count: number; errors: number };

/** Per route: how many, how many failed, and the latency percentiles (all requests, failed ones too). */
export function routeFigures(samples: readonly LoadSample[]): RouteFigures[] {
  const byRoute = new Map<string, LoadSample[]>();
  for (const sample of samples) byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample]);
  return [...byRoute].map(([route, list]) => ({
    route,
    count: list.length,
    errors: list.filter((sample) => !sample.ok).length,
    ...percentiles(list.map((sample) => sample.ms)),
  }));
}

/** The pipeline's side of a step: what was uploaded, and how long the last of it took to finish. */
export type DrainFigures = {
  uploads: number;
  /** Uploads not yet finished at the moment of the step's last upload. */
  queuedAtLastUpload: number;
  /** The most uploads waiting at once during the step. */
  maxQueued: number;
  /** From the last upload to the last of the step's executions ending; null when it did not drain in time. */
  drainMs: number | null;
  failedExecutions: number;
};

export type StepFigures = { users: number; routes: RouteFigures[]; requests: number; errors: number; drain: DrainFigures };

/** What a step missed of the budget (nothing for steps other than the budget's, or when it is met). */
export function budgetMisses(step: StepFigures): string[] {
  if (step.users !== LOAD_BUDGET.users) return [];
  const misses = step.routes
    .filter((route) => isReadRoute(route.route) && route.p95 > LOAD_BUDGET.readP95Ms)
    .map((route) => `${route.route} p95 ${Math.round(route.p95)} ms > ${LOAD_BUDGET.readP95Ms} ms`);
  if (step.errors > 0) misses.push(`${step.errors} failed request(s) of ${step.requests}`);
  if (step.drain.drainMs === null || step.drain.drainMs > LOAD_BUDGET.drainMs) {
    misses.push(`pipeline backlog ${step.drain.drainMs === null ? 'not drained' : `drained in ${(step.drain.drainMs / 1000).toFixed(1)} s`} (budget ${LOAD_BUDGET.drainMs / 1000} s after the last upload)`);
  }
  if (step.drain.failedExecutions > 0) misses.push(`${step.drain.failedExecutions} pipeline execution(s) failed`);
  return misses;
}
