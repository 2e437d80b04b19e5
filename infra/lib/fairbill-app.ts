import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { appTableDefinition, idempotencyTableDefinition } from '@fairbill/functions/table-definition';
import type { RouteWithAccess } from '@fairbill/functions/routes';
import type { ResolvedStage } from './config';
import { acknowledgeStackWide } from './nag-acknowledgements';
import { handlerEntry, type FunctionKind } from './paths';
import { AppStack } from './stacks/app-stack';
import { DataStack } from './stacks/data-stack';

export interface FairBillAppOptions extends ResolvedStage {
  readonly routes: readonly RouteWithAccess[];
  readonly siteDir: string | undefined;
  readonly entry?: (kind: FunctionKind, name: string) => string;
  /** Account from the CLI's credentials when deploying; undefined keeps synth offline. */
  readonly account?: string;
}

export interface FairBillStacks {
  readonly data: DataStack;
  readonly app: AppStack;
}

/** Registers cdk-nag: any unacknowledged finding fails synthesis (and so deploy). */
export function addComplianceChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
}

/** The stacks of one stage: `FairBill-<stage>-Data` and `FairBill-<stage>-App`. */
export function buildFairBill(app: App, options: FairBillAppOptions): FairBillStacks {
  const { stage, config } = options;
  const env = { region: config.region, ...(options.account ? { account: options.account } : {}) };
  const tags = { project: 'fairbill', stage };
  const data = new DataStack(app, `FairBill-${stage}-Data`, { env, stage, config, tags, description: `FairBill ${stage}: keys, tables, backups` });
  const appStack = new AppStack(app, `FairBill-${stage}-App`, {
    env,
    stage,
    config,
    tags,
    description: `FairBill ${stage}: web, auth, API, pipeline, operations`,
    dataKey: data.dataKey,
    tables: { app: appTableDefinition, idempotency: idempotencyTableDefinition },
    routes: options.routes,
    entry: options.entry ?? handlerEntry,
    siteDir: options.siteDir,
  });
  appStack.addStackDependency(data, 'tables and key');
  acknowledgeStackWide(data);
  acknowledgeStackWide(appStack);
  return { data, app: appStack };
}
