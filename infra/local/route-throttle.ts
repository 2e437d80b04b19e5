import type { RouteThrottle } from '../../functions/src/handlers/http/routes';

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
