import { emulatorsGlobalSetup } from '@fairbill/emulators/vitest-setup';
import { appTableDefinition, idempotencyTableDefinition } from '../../src/adapters/dynamodb/table-definition';

// The functions project's global setup: the emulators (@fairbill/emulators) on free ports with a
// temporary data folder and our tables, the handler environment pointed at them.
export default emulatorsGlobalSetup({ app: appTableDefinition, idempotency: idempotencyTableDefinition });
