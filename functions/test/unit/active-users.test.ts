import { describe, expect, it } from 'vitest';
import type { TokenUser, UserDirectory } from '../../src/domain/account/active-users';
import { cachedUserDirectory } from '../../src/domain/account/active-users';

// Issue 18, defect 7: the cost of refusing deleted users' tokens is one Cognito look-up per user
// per minute and container, however many requests the token makes.

function counting(active: (user: TokenUser) => boolean): UserDirectory & { asked: string[]; deleted: string[] } {
  const asked: string[] = [];
  const deleted: string[] = [];
  return {
    asked,
    deleted,
    isActive: async (user) => {
      asked.push(user.username);
      return active(user);
    },
    deleteUser: async (user) => void deleted.push(user.username),
  };
}

const jane = { userPoolId: 'us-east-1_Pool', username: 'jane' };
const joe = { userPoolId: 'us-east-1_Pool', username: 'joe' };

describe('cachedUserDirectory', () => {
  it('asks once per user within the minute, and again after it', async () => {
    let clock = 0;
    let janeActive = true;
    const directory = counting((user) => user.username !== 'jane' || janeActive);
    const cached = cachedUserDirectory(directory, { ttlMs: 60_000, now: () => clock });

    expect(await cached.isActive(jane)).toBe(true);
    janeActive = false;
    clock = 59_999;
    expect(await cached.isActive(jane)).toBe(true);
    expect(await cached.isActive(joe)).toBe(true);
    expect(directory.asked).toEqual(['jane', 'joe']);

    clock = 60_000;
    expect(await cached.isActive(jane)).toBe(false);
    // A refusal is kept too: a replayed token of a deleted user costs no look-up per request.
    expect(await cached.isActive(jane)).toBe(false);
    expect(directory.asked).toEqual(['jane', 'joe', 'jane']);
  });

  it('refuses a user it deleted at once, without waiting for the minute', async () => {
    const directory = counting(() => true);
    const cached = cachedUserDirectory(directory, { now: () => 0 });
    expect(await cached.isActive(jane)).toBe(true);
    await cached.deleteUser(jane);
    expect(directory.deleted).toEqual(['jane']);
    expect(await cached.isActive(jane)).toBe(false);
    expect(directory.asked).toEqual(['jane']);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const directory = counting(() => true);
    const cached = cachedUserDirectory(directory, { maxEntries: 2, now: () => 0 });
    for (const username of ['a', 'b', 'c', 'a', 'c']) await cached.isActive({ userPoolId: 'p_1', username });
    expect(directory.asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('passes a directory failure on rather than guessing', async () => {
    const cached = cachedUserDirectory({ isActive: () => Promise.reject(new Error('TooManyRequestsException')), deleteUser: async () => undefined });
    await expect(cached.isActive(jane)).rejects.toThrow('TooManyRequestsException');
  });
});
