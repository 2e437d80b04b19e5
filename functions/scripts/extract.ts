// npm run extract -- <file> [--type bill|eob|receipt]: the local reader and structurer, validation and analysis on one file, as JSON.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LocalReader } from '../src/adapters/reader/local-reader';
import { LocalStructurer } from '../src/adapters/structurer/local-structurer';
import { DOCUMENT_TYPES, runExtraction, type ExtractionRun } from './extract/run';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { type: { type: 'string' } } });
const file = positionals[0];
const type = values.type;
if (!file || (type !== undefined && !(type in DOCUMENT_TYPES))) {
  console.error('Usage: npm run extract -- <file> [--type bill|eob|receipt]');
  process.exit(2);
}

const reader = new LocalReader();
const structurer = new LocalStructurer();
try {
  // npm runs scripts from the package root: resolve the path from where the user typed the command.
  const bytes = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  const types = type ? [DOCUMENT_TYPES[type as keyof typeof DOCUMENT_TYPES]] : Object.values(DOCUMENT_TYPES);
  // Without --type, the document is read once per type and the most confident valid reading wins.
  const runs: ExtractionRun[] = [];
  for (const documentType of types) runs.push(await runExtraction(reader, structurer, bytes, '', documentType));
  const best = runs.sort((a, b) => Number(b.validation.ok) - Number(a.validation.ok) || b.confidence - a.confidence)[0];
  console.log(JSON.stringify({ file, ...best, typeGuessed: type === undefined }, null, 2));
} catch (error) {
  console.log(JSON.stringify({ file, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }, null, 2));
  process.exitCode = 1;
} finally {
  await reader.close();
}
