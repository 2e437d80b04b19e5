import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import type { IdempotencyKey, IdempotencyStore } from './ports';
import { ConflictError, UnprocessableError } from './errors';

// `Idempotency-Key` semantics (after the IETF httpapi draft): the same key and the same request
// get the first result; the same key with another request is refused (422); while the first
// request is still running, the others wait for it a little, then get 409.

/** JSON with sorted keys: the same request gives the same text whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A digest of a parsed request (no personal data is kept with the key, only this hash). */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

export const idempotencyKeyReused = () =>
  new UnprocessableError('This Idempotency-Key was already used for a different request. Use a new key for a new request.', 'idempotency_key_reused');

export const idempotencyInProgress = () =>
  new ConflictError('A request with this Idempotency-Key is still being processed. Try again in a moment.', 'idempotency_in_progress');

/** True when a replayed key was first used for another request (unknown fingerprints are not compared). */
export function isOtherRequest(stored: string | null, requested: string | undefined): boolean {
  return stored !== null && requested !== undefined && stored !== requested;
}

export type ClaimOptions = {
  /** How long a request waits for another holding its key before answering 409. */
  waitMs: number;
  /** A claim older than this is taken to be abandoned (its holder stopped): it may be taken over. */
  leaseMs: number;
};

/** The payment routes' defaults: a charge is quick, and a Lambda times out long before 30 s. */
export const defaultClaimOptions: ClaimOptions = { waitMs: 8_000, leaseMs: 30_000 };

export type ClaimOutcome =
  /** This request holds the key: do the work, producing `resultId`, then complete (or release) with `token`. */
  | { kind: 'claimed'; resultId: string; token: string; takenOver: boolean }
  /** An earlier request with the same key finished: answer its result. */
  | { kind: 'replay'; resultId: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key before any side effect. Concurrent requests with the same key find the first
 * one's claim and poll it until it completes (then replay its result), is released (then claim),
 * or is abandoned past its lease (then take it over, keeping its result id so the work is named
 * the same). Throws 422 for another request under the key, 409 when the wait runs out.
 */
export async function claimIdempotencyKey(
  store: IdempotencyStore,
  userId: string,
  idempotency: IdempotencyKey,
  now: () => Date,
  options: ClaimOptions = defaultClaimOptions,
): Promise<ClaimOutcome> {
  const token = ulid();
  const resultId = ulid(now().getTime());
  const deadline = Date.now() + options.waitMs;
  const claim = () => store.claim(userId, idempotency, { resultId, token, now: now() });
  let outcome = await claim();
  for (let delay = 25; ; delay = Math.min(delay * 2, 400)) {
    if (outcome.claimed) return { kind: 'claimed', resultId, token, takenOver: false };
    const { existing } = outcome;
    if (isOtherRequest(existing.fingerprint, idempotency.fingerprint)) throw idempotencyKeyReused();
    if (existing.status === 'completed') return { kind: 'replay', resultId: existing.resultId };
    if (now().getTime() - existing.claimedAt > options.leaseMs && (await store.takeOver(userId, idempotency, existing, { token, now: now() }))) {
      return { kind: 'claimed', resultId: existing.resultId, token, takenOver: true };
    }
    if (Date.now() + delay > deadline) throw idempotencyInProgress();
    await sleep(delay);
    // Reads while the key is held; claims again only once it was released.
    const current = await store.get(userId, idempotency);
    outcome = current ? { claimed: false, existing: current } : await claim();
  }
}
