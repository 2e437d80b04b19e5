import { FIRST_NAMES, INSURERS, LAST_NAMES, PHARMACIES, PROVIDER_STEMS } from '@fairbill/functions/src/corpus/names';
import { SAMPLE_PATIENT } from '@fairbill/functions/src/corpus/sample-documents';

// The browser journeys' log guard (issue 16): the local stack's own output during a whole e2e run
// (its diagnostics and every handler's log lines) holds ids, statuses and timings only: no e-mail
// address, no dollar amount, and none of the names the journeys' documents are made of.

/** The people and organisations of the journeys' documents (fixtures.ts and the corpus). */
const NAMES = ['Jane Doe', 'Riverside Medical Group', 'Acme Health Insurance', 'Riverside Pharmacy', ...FIRST_NAMES, ...LAST_NAMES, ...INSURERS, ...PHARMACIES, ...PROVIDER_STEMS, `${SAMPLE_PATIENT.firstName} ${SAMPLE_PATIENT.lastName}`];

const PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'an e-mail address', pattern: /[\w.%+-]+@[\w-]+\.[\w.-]+/ },
  { kind: 'a dollar amount', pattern: /\$\s?\d/ },
  { kind: 'a name from the test documents', pattern: new RegExp(`\\b(${NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`) },
];

/** Where the log leaks, by line number and kind only (the error must not repeat the leak). */
export function logLeaks(log: string): string[] {
  return log.split('\n').flatMap((line, index) => PATTERNS.filter(({ pattern }) => pattern.test(line)).map(({ kind }) => `line ${index + 1}: ${kind}`));
}
