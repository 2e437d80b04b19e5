// npm run migrate -- --table <name>: the data migrations (adapters/dynamodb/migrations.ts) on a
// deployed stage's app table, with AWS credentials and region from the environment as the AWS CLI
// takes them. The local stack runs the same migrations itself each time it starts.
import { parseArgs } from 'node:util';
import { createDocumentClient } from '../src/adapters/dynamodb/client';
import { migrateTable, migrations } from '../src/adapters/dynamodb/migrations';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('Usage: npm run migrate -- --table <app table name>');
  process.exit(2);
}
for (const { id, changed } of await migrateTable(createDocumentClient(), values.table)) {
  const { description } = migrations.find((m) => m.id === id) ?? { description: '' };
  console.log(`${id}: ${changed} item(s) changed (${description})`);
}
