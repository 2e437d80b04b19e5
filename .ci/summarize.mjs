// Prints one closing line, `N passed, N failed`, totalled over every vitest project.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
