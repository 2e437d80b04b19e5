import { emulatorsGlobalSetup } from '@fairbill/emulators/vitest-setup';
import { appTableDefinition, idempotencyTableDefinition } from '@fairbill/functions/table-definition';

// The stack project's global setup: the emulators on free ports with a temporary data folder and
// functions' tables, the handler environment pointed at them (as for the functions project).
export default emulatorsGlobalSetup({ app: appTableDefinition, idempotency: idempotencyTableDefinition });
