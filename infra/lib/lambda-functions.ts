import { httpRoutes } from '@fairbill/functions/routes';
import { triggerHandlers, type FunctionKind } from './paths';
import { pipelineTasks } from './workflow/document-workflow';

/** Every FairBill Lambda function: one per HTTP handler, pipeline task and trigger. */
export const lambdaFunctions: readonly { readonly kind: FunctionKind; readonly name: string }[] = [
  ...[...new Set(httpRoutes.map((route) => route.handler))].map((name) => ({ kind: 'http' as const, name })),
  ...Object.values(pipelineTasks).map((name) => ({ kind: 'pipeline' as const, name })),
  ...triggerHandlers.map((name) => ({ kind: 'triggers' as const, name })),
];
