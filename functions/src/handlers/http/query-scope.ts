// What the list routes' query strings choose, read the same way by each of them.

/** One member's id, or null for the whole family ('family', or no memberId at all). */
export function memberScope(choice: string | undefined): string | null {
  return choice === undefined || choice === 'family' ? null : choice;
}

/** The year asked for (already checked to have four digits), else the current one in UTC. */
export function yearOrCurrent(year: string | undefined, now: Date): number {
  return year ? Number(year) : now.getUTCFullYear();
}
