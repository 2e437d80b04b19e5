// npm run bench:load — simulated families against the local stack `npm start` runs (started on
// free ports with a temporary data folder; loopback only). Each step runs N families at once:
// each signs in, opens the dashboard, searches, opens a bill's detail, uploads a receipt (a
// presigned PUT, then the pipeline) and records a payment, with a pause between pages, and starts
// journeys again until the step's time is up; then the pipeline's backlog is waited for. Steps
// add families (25 -> 50 -> 100 -> 200 by default; the new ones sign up and get a bill read by
// the pipeline before the step). Prints p50/p95/p99 per route, the error rate, the backlog and
// where the CPU went. Budget at 100 users: read routes p95 <= 250 ms, no errors, backlog drained
// within 2 minutes of the last upload; exits 1 when missed. Flags: see LOAD_USAGE (load-plan.ts).
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { runtimeConfig } from '@fairbill/infra/local/testing/local-client';
import { commandLine, descendantPids } from '@fairbill/infra/local/testing/processes';
import { benchCleanups, benchWorkDir, startBenchStack } from './bench-stack';
import { budgetMisses, LOAD_BUDGET, LOAD_USAGE, parseLoadPlan, routeFigures, type LoadPlan, type LoadSample, type StepFigures } from './load-plan';
import { journey, loopbackOnly, prepareFamily, type LoadFamily, type LoadStack } from './load-user';
import { executionEndCounter, type ExecutionEnds } from './pipeline-log';
import { formatMs, percentiles, treeCpuMs } from './pipeline-stats';

const cleanups = benchCleanups();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Families signed up at once while a step is prepared. */
const PREPARE_CONCURRENCY = 8;

/** The stack's processes by what they are, for the CPU split (Linux /proc). */
function processGroups(stackPid: number): Record<string, number[]> {
  const groups: Record<string, number[]> = { 'stack (API, pipeline, s3rver)': [stackPid], 'DynamoDB Local (Java)': [], 'cognito-local': [], 'reader worker': [] };
  for (const pid of descendantPids(stackPid)) {
    const command = commandLine(pid);
    const group = /java/.test(command) ? 'DynamoDB Local (Java)' : /cognito-local/.test(command) ? 'cognito-local' : /reader/.test(command) ? 'reader worker' : 'stack (API, pipeline, s3rver)';
    groups[group]?.push(pid);
  }
  return groups;
}

const cpuByGroup = (stackPid: number) => Object.fromEntries(Object.entries(processGroups(stackPid)).map(([group, pids]) => [group, treeCpuMs(pids)]));

async function prepareFamilies(stack: LoadStack, families: LoadFamily[], users: number, runId: string): Promise<void> {
  const start = performance.now();
  const wanted = users - families.length;
  if (wanted <= 0) return;
  let next = families.length;
  const workers = Array.from({ length: Math.min(PREPARE_CONCURRENCY, wanted) }, async () => {
    while (next < users) {
      const index = next++;
      families.push(await prepareFamily(stack, `load.${runId}.${index}@example.com`));
    }
  });
  await Promise.all(workers);
  process.stdout.write(`  ${wanted} new families signed up, each with a bill read by the pipeline, in ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
}

async function runStep(stack: LoadStack, stackPid: number, families: LoadFamily[], plan: LoadPlan, ends: { read(): Promise<ExecutionEnds> }): Promise<StepFigures> {
  const users = families.length;
  const samples: LoadSample[] = [];
  const baseline = await ends.read();
  const endedSince = (now: ExecutionEnds) => now.succeeded + now.failed - baseline.succeeded - baseline.failed;
  let uploads = 0;
  let journeys = 0;
  let lastUploadAt = 0;
  let maxQueued = 0;
  const monitor = setInterval(() => {
    void ends.read().then((now) => {
      maxQueued = Math.max(maxQueued, uploads - endedSince(now));
    });
  }, 1_000);

  const cpuBefore = cpuByGroup(stackPid);
  const generatorBefore = process.cpuUsage();
  const start = performance.now();
  const until = start + plan.stepSeconds * 1_000;
  const hooks = {
    record: (sample: LoadSample) => void samples.push(sample),
    uploaded: () => {
      uploads += 1;
      lastUploadAt = performance.now();
    },
    thinkMs: plan.thinkMs,
  };
  await Promise.all(
    families.map(async (family, index) => {
      // Users arrive over the ramp, not all in the same millisecond.
      await sleep((index / users) * plan.rampSeconds * 1_000);
      while (performance.now() < until) {
        await journey(stack, family, hooks);
        journeys += 1;
      }
    }),
  );
  const wallMs = performance.now() - start;
  const generatorCpu = process.cpuUsage(generatorBefore);
  const cpuAfter = cpuByGroup(stackPid);
  const atStop = await ends.read();
  const queuedAtLastUpload = uploads - endedSince(atStop);

  // The backlog: until every upload of the step has ended its execution.
  const deadline = performance.now() + plan.drainTimeoutSeconds * 1_000;
  let now = atStop;
  while (endedSince(now) < uploads && performance.now() < deadline) {
    await sleep(250);
    now = await ends.read();
  }
  clearInterval(monitor);
  const drained = endedSince(now) >= uploads;
  const drainMs = drained ? Math.max(0, performance.now() - lastUploadAt) : null;

  const routes = routeFigures(samples).sort((a, b) => a.route.localeCompare(b.route));
  const errors = samples.filter((sample) => !sample.ok).length;
  const step: StepFigures = {
    users,
    routes,
    requests: samples.length,
    errors,
    drain: { uploads, queuedAtLastUpload, maxQueued: Math.max(maxQueued, queuedAtLastUpload), drainMs, failedExecutions: now.failed - baseline.failed },
  };

  const executions = percentiles(now.durationsMs.slice(baseline.durationsMs.length));
  const failedStatuses = [...new Set(samples.filter((sample) => !sample.ok).map((sample) => `${sample.route} ${sample.status || 'network error'}`))];
  process.stdout.write(
    `  ${journeys} journeys, ${samples.length} requests in ${(wallMs / 1000).toFixed(1)} s (${((1000 * samples.length) / wallMs).toFixed(1)} a second), ${errors} failed (${((100 * errors) / Math.max(1, samples.length)).toFixed(2)} %)${failedStatuses.length ? `: ${failedStatuses.slice(0, 6).join('; ')}` : ''}\n`,
  );
  process.stdout.write(`  ${'route'.padEnd(42)}${'count'.padStart(7)}${'errors'.padStart(8)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}\n`);
  for (const route of routes) {
    process.stdout.write(`  ${route.route.padEnd(42)}${String(route.count).padStart(7)}${String(route.errors).padStart(8)}${formatMs(route.p50)}${formatMs(route.p95)}${formatMs(route.p99)}\n`);
  }
  process.stdout.write(
    `  pipeline: ${uploads} receipts uploaded; ${queuedAtLastUpload} still queued or running when the users stopped (at most ${step.drain.maxQueued} at once); ` +
      `${drainMs === null ? `NOT drained after ${plan.drainTimeoutSeconds} s` : `drained ${(drainMs / 1000).toFixed(1)} s after the last upload`}; ` +
      `each execution p50 ${formatMs(executions.p50).trim()}, p95 ${formatMs(executions.p95).trim()}; ${step.drain.failedExecutions} failed\n`,
  );
  const cpu = Object.entries(cpuAfter).map(([group, ms]) => `${group} ${(((ms - (cpuBefore[group] ?? 0)) / wallMs) * 100).toFixed(0)} %`);
  process.stdout.write(
    `  CPU while the users ran (100 % = one core; ${cpus().length} cores): ${cpu.join(', ')}, load generator ${(((generatorCpu.user + generatorCpu.system) / 1000 / wallMs) * 100).toFixed(0)} %; load average ${loadavg()[0]?.toFixed(2)}\n`,
  );
  return step;
}

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${LOAD_USAGE}\n`);
    return 0;
  }
  const plan = parseLoadPlan(process.argv.slice(2));
  const workDir = await benchWorkDir(cleanups, 'bench-load');
  process.stdout.write(`Starting the local stack (in ${workDir})...\n`);
  const { logFile, starting } = startBenchStack(cleanups, workDir);
  const { stack: started } = await starting;
  loopbackOnly(started.appUrl);
  const stack: LoadStack = { appUrl: started.appUrl, outboxUrl: started.outboxUrl, clientId: (await runtimeConfig(started.appUrl)).userPoolClientId };
  const ends = executionEndCounter(logFile);
  const runId = Date.now().toString(36);
  const families: LoadFamily[] = [];
  process.stdout.write(
    `Stack ready at ${stack.appUrl}. Steps ${plan.steps.join(' -> ')} users, ${plan.stepSeconds} s each, ${plan.thinkMs} ms mean pause between pages, users arriving over ${plan.rampSeconds} s.\n`,
  );

  const steps: StepFigures[] = [];
  for (const [index, users] of plan.steps.entries()) {
    process.stdout.write(`\nStep ${index + 1}: ${users} concurrent users\n`);
    await prepareFamilies(stack, families, users, runId);
    steps.push(await runStep(stack, started.pid, families.slice(0, users), plan, ends));
  }

  const budgetStep = steps.find((step) => step.users === LOAD_BUDGET.users);
  process.stdout.write(
    '\nThe stack runs on this machine with its emulators (DynamoDB Local, s3rver, cognito-local), the one reader worker and the load generator on the same cores: see README, "Load".\n',
  );
  if (!budgetStep) {
    process.stdout.write(`Budget: not checked (no step of ${LOAD_BUDGET.users} users).\n`);
    return 0;
  }
  const misses = budgetMisses(budgetStep);
  process.stdout.write(
    misses.length === 0
      ? `Budget at ${LOAD_BUDGET.users} users met: read routes p95 <= ${LOAD_BUDGET.readP95Ms} ms, no errors, backlog drained within ${LOAD_BUDGET.drainMs / 1000} s.\n`
      : `Budget at ${LOAD_BUDGET.users} users MISSED: ${misses.join('; ')}.\n`,
  );
  return misses.length === 0 ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!cleanups.interrupted) process.stderr.write(`bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
