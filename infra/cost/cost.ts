// npm run cost -- --documents 1000 --families 100 [--stage prod|dev] [--measure [--samples 3]]
// The month's AWS cost of a workload, itemized (infra/COST.md): the CDK stage synthesized offline
// for what it deploys, the corpus measurements in measured.json (--measure takes them again through
// the local stack), the stated assumptions, and the price table in prices.ts. No network.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { stageNameSchema } from '../lib/config';
import { costModel, DEFAULT_ASSUMPTIONS, largestItemKnob, type CostResult, type Measurements } from './model';
import { prices } from './prices';
import { templateFacts } from './template-facts';

const MEASURED_FILE = new URL('./measured.json', import.meta.url);
const USAGE = 'Usage: npm run cost -- --documents <per month> --families <count> [--stage prod|dev] [--measure [--samples <per kind and format>]]';

const usd = (value: number) => (value >= 100 ? `$${value.toFixed(0)}` : value >= 1 || value === 0 ? `$${value.toFixed(2)}` : `$${value.toPrecision(2)}`);
const amount = (value: number) => (value >= 1000 ? Math.round(value).toLocaleString('en-US') : value >= 10 ? value.toFixed(1) : value.toPrecision(3));

function print(result: CostResult, heading: string): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(heading);
  out(`  ${'service'.padEnd(17)}${'item'.padEnd(72)}${'quantity'.padStart(14)}  ${'unit price'.padEnd(34)}${'USD'.padStart(10)}  basis`);
  for (const line of [...result.lines].sort((a, b) => b.usd - a.usd)) {
    const price = prices[line.price];
    const unitPrice = `$${price.usd} / ${price.per === 1 ? '' : `${price.per.toLocaleString('en-US')} `}${price.unit}`;
    out(`  ${line.service.padEnd(17)}${line.item.slice(0, 70).padEnd(72)}${amount(line.quantity).padStart(14)}  ${unitPrice.slice(0, 32).padEnd(34)}${usd(line.usd).padStart(10)}  ${line.basis}`);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string' },
      families: { type: 'string' },
      stage: { type: 'string', default: 'prod' },
      measure: { type: 'boolean', default: false },
      samples: { type: 'string', default: '3' },
      help: { type: 'boolean', default: false },
    },
  });
  const documents = Number(values.documents);
  const families = Number(values.families);
  if (values.help || !Number.isFinite(documents) || !Number.isFinite(families) || documents < 0 || families < 1) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const stage = stageNameSchema.parse(values.stage);
  const log = (line: string) => process.stdout.write(`${line}\n`);

  if (values.measure) {
    const { measureDocuments } = await import('./measure');
    const measured = await measureDocuments({ samplesPerKind: Math.max(1, Number(values.samples)), seed: 20261126, log });
    await writeFile(MEASURED_FILE, `${JSON.stringify(measured, null, 2)}\n`);
    log(`Wrote ${MEASURED_FILE.pathname}.`);
  }
  const measured = JSON.parse(await readFile(MEASURED_FILE, 'utf8').catch(() => {
    throw new Error('infra/cost/measured.json is missing: run `npm run cost -- --measure --documents 1 --families 1` first');
  })) as Measurements;
  log(`Synthesizing the ${stage} stage offline for what it deploys...`);
  const facts = templateFacts(stage);
  const workload = { documents, families };
  const result = costModel(workload, measured, facts);
  const { line, knob } = largestItemKnob(result, workload, measured, facts);
  const usage = result.perDocumentUsage;

  log('');
  print(result, `Monthly AWS cost, us-east-1 list prices: ${documents.toLocaleString('en-US')} documents, ${families.toLocaleString('en-US')} families, stage ${stage}`);
  log('');
  log(`  Total:                         ${usd(result.total)} a month (${usd(result.totalAfterFreeTiers)} after the account's always-free tiers, if nothing else uses them)`);
  log(`  Fixed, whatever the traffic:   ${usd(result.fixed)} (WAF, KMS key, alarms, dashboard, custom metrics, secret)`);
  log(`  One document:                  ${usd(result.perDocument)}`);
  log(`  One family-month:              ${usd(result.perFamilyMonth)} (its sign-in, ${DEFAULT_ASSUMPTIONS.sessionsPerFamilyMonth} visits and ${(documents / families).toFixed(1)} documents)`);
  log(`  Largest item: ${line.service} ${line.item} (${usd(line.usd)}). The knob that lowers it: ${knob}.`);
  log('');
  log(
    `  A document on average: ${usage.expensePages.toFixed(2)} AnalyzeExpense and ${usage.analyzeDocumentPages.toFixed(2)} AnalyzeDocument pages; ${Math.round(usage.inputTokens)} input and ${Math.round(usage.outputTokens)} output tokens; ` +
      `${usage.pipelineGbSeconds.toFixed(1)} Lambda GB-s; ${usage.transitions} state transitions; ${usage.readUnits.toFixed(1)} read and ${usage.writeUnits.toFixed(1)} write request units; ${usage.s3Puts.toFixed(1)} S3 PUTs, ${usage.s3Gets.toFixed(1)} GETs.`,
  );
  log(
    `  From the ${stage} template: model ${facts.bedrockModelId}; pipeline memory ${Object.entries(facts.pipelineMemoryMb).map(([state, mb]) => `${state} ${mb} MB`).join(', ')} (${facts.architectures.join(', ')}); ` +
      `${facts.stateMachineType} state machine, ${facts.happyPathStates.length} states from start to Done (${facts.happyPathStates.join(' > ')}), logging ${facts.stepFunctionsLogLevel}; Cognito ${facts.cognitoPlan}; ` +
      `${facts.counts.alarms} alarms, ${facts.counts.dashboards} dashboard, ${facts.counts.kmsKeys} KMS key, ${facts.counts.wafRules} WAF rules, ${facts.counts.logGroups} log groups.`,
  );
  log(`  Measured (${measured.measuredOn}): ${measured.how}.`);
  const shown = (value: unknown) =>
    value && typeof value === 'object' ? Object.entries(value).map(([name, entry]) => `${name} ${String(entry)}`).join(', ') : String(value);
  log(`  Assumed (infra/cost/model.ts DEFAULT_ASSUMPTIONS): ${Object.entries(DEFAULT_ASSUMPTIONS).map(([name, value]) => `${name} ${shown(value)}`).join('; ')}.`);
  const sources = [...new Set(Object.values(prices).map((price) => `${price.source} (as of ${price.asOf})`))];
  log(`  Prices: ${sources.join('; ')}. Each price with its note is in infra/cost/prices.ts.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`npm run cost failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
