import { readdirSync, readFileSync } from 'node:fs';

/** Parent PID and state of a process from /proc (Linux), or undefined once it is gone. */
function procStat(pid: number): { ppid: number; state: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: parse after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '?', ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== 'Z' && stat.state !== 'X';
}

/** Every descendant of `pid` (children, grandchildren, ...), from /proc. */
export function descendantPids(pid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (!stat) continue;
    childrenOf.set(stat.ppid, [...(childrenOf.get(stat.ppid) ?? []), Number(entry)]);
  }
  const result: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift() as number;
    for (const child of childrenOf.get(current) ?? []) {
      result.push(child);
      queue.push(child);
    }
  }
  return result;
}

/** The command line of a process (for readable assertion messages). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 400);
  } catch {
    return '(gone)';
  }
}

export async function waitFor(predicate: () => boolean, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return predicate();
}
