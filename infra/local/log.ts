/** Diagnostics of the local stack go to stderr, so stdout keeps only the URL lines. Ids and statuses only. */
export function log(message: string): void {
  process.stderr.write(`[fairbill] ${message}\n`);
}
