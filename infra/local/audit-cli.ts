import { userInfo } from 'node:os';
import { attachToRunningStack } from './attach';

// `npm run audit -- reproduce <documentId>` (issue 13): the auditors' "reproduce" for one document
// on the running local stack: the stored original read again by the current engine, field by field
// against the stored result; the record is not changed, and the access log gets an entry naming
// this computer's user. Exit code 0 when the result is the same, 1 when it differs, 2 on an error.

const show = (value: unknown) => (value === null || value === undefined ? '-' : typeof value === 'string' ? value : JSON.stringify(value));

async function main(): Promise<number> {
  const [command = '', documentId = ''] = process.argv.slice(2);
  if (command !== 'reproduce' || !/^[A-Za-z0-9_-]{1,64}$/.test(documentId)) {
    console.error('Usage: npm run audit -- reproduce <documentId>');
    return 2;
  }
  if (!(await attachToRunningStack())) return 2;
  // The handlers' modules read the environment once: imported only now.
  const [{ createDependencies, createReader, createStructurer }, { reproduceAuditRecord }, { getEnv }, { RequestError }] = await Promise.all([
    import('@fairbill/functions/src/adapters/create-dependencies'),
    import('@fairbill/functions/src/domain/audit/audit'),
    import('@fairbill/functions/src/lib/env'),
    import('@fairbill/functions/src/domain/errors'),
  ]);
  const env = getEnv();
  try {
    const result = await reproduceAuditRecord(
      { ...createDependencies(env), reader: createReader(env), structurer: createStructurer(env) },
      { userId: 'cli', email: `cli:${userInfo().username}` },
      documentId,
    );
    const version = (engine: { modelId: string | null; promptVersion: string | null }) => [engine.modelId, engine.promptVersion].filter(Boolean).join(' ') || 'unknown';
    console.log(`Stored:         ${version(result.stored)} (${result.stored.status})`);
    console.log(`Current engine: ${version(result.reproduced)} (${result.reproduced.status}${result.reproduced.error ? `: ${result.reproduced.error}` : ''})`);
    for (const field of result.fields) console.log(`${field.same ? '  ' : '≠ '}${field.field}: ${show(field.stored)}${field.same ? '' : ` -> ${show(field.reproduced)}`}`);
    console.log(result.identical ? 'The current engine reads the same result.' : `${result.fields.filter((field) => !field.same).length} field(s) differ.`);
    return result.identical ? 0 : 1;
  } catch (error) {
    if (error instanceof RequestError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

// The local reader's worker process would keep the CLI alive: exit with the result.
process.exit(await main());
