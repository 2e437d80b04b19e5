/** A user as a Cognito token names them: the pool that issued it and their username there. */
export type TokenUser = { userPoolId: string; username: string };

/** Port: the user directory (Cognito), the one place that knows whether an account still exists. */
export interface UserDirectory {
  /** False when the user was deleted or disabled. */
  isActive(user: TokenUser): Promise<boolean>;
  /** Deletes the user (their account); a user already gone is no error. */
  deleteUser(user: TokenUser): Promise<void>;
}

/** How long an answer is reused: a deleted or disabled user's token is refused at most this long after. */
export const userStatusCacheMs = 60_000;

/**
 * The directory's answers kept per user for `ttlMs`, so a busy user costs one look-up a minute per
 * Lambda container, not one per request (Cognito's user-read quota is shared by the whole account).
 * Refusals are kept too: a deleted user's token, replayed, cannot turn into a flood of look-ups.
 */
export function cachedUserDirectory(
  directory: UserDirectory,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): UserDirectory {
  const { ttlMs = userStatusCacheMs, maxEntries = 10_000, now = () => Date.now() } = options;
  const answers = new Map<string, { active: boolean; until: number }>();
  return {
    async deleteUser(user) {
      await directory.deleteUser(user);
      // This container refuses the deleted user's token at once, not a minute later.
      answers.set(`${user.userPoolId}/${user.username}`, { active: false, until: now() + ttlMs });
    },
    async isActive(user) {
      const id = `${user.userPoolId}/${user.username}`;
      const cached = answers.get(id);
      if (cached && cached.until > now()) return cached.active;
      const active = await directory.isActive(user);
      answers.delete(id);
      // Maps iterate in insertion order: the first entry is the oldest answer.
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value ?? '');
      answers.set(id, { active, until: now() + ttlMs });
      return active;
    },
  };
}
