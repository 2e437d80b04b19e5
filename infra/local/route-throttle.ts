import type { ClientRateLimit, RouteThrottle } from '@fairbill/functions/routes';

/**
 * API Gateway's throttle for one route, in process: a token bucket that holds `burstLimit`
 * requests and refills at `rateLimit` per second, shared by all callers, so the local API refuses
 * (429) what the deployed route would.
 */
export function routeThrottle(limit: RouteThrottle, now: () => number = () => performance.now()): { tryTake(): boolean } {
  let tokens = limit.burstLimit;
  let last = now();
  return {
    tryTake() {
      const current = now();
      tokens = Math.min(limit.burstLimit, tokens + ((current - last) / 1000) * limit.rateLimit);
      last = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * A per-client limit (the WAF rate-based rule of AWS), in process: at most `limit` requests per
 * client address in any `windowSeconds`, counted over a sliding window.
 */
export function clientRateLimit(limit: ClientRateLimit, now: () => number = () => performance.now()): { tryTake(client: string): boolean } {
  const seen = new Map<string, number[]>();
  return {
    tryTake(client) {
      const current = now();
      const recent = (seen.get(client) ?? []).filter((at) => current - at < limit.windowSeconds * 1000);
      if (recent.length >= limit.limit) {
        seen.set(client, recent);
        return false;
      }
      recent.push(current);
      seen.set(client, recent);
      return true;
    },
  };
}
