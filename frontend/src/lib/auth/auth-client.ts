import type { groupsOfClaim as GroupsOfClaim, RuntimeConfig } from '@fairbill/shared';
import type { Hub as HubApi } from 'aws-amplify/utils';
import { prefetchConfigFile } from '../../config/config-file';
import type { accountAuth } from './amplify-actions';
import type { sessionAuth } from './amplify-session';

/** What reading the session takes: Amplify configured, the current user and tokens, its events. */
export type LoadedSession = {
  auth: typeof sessionAuth;
  Hub: typeof HubApi;
  config: RuntimeConfig;
  groupsOfClaim: typeof GroupsOfClaim;
};
/** Amplify Auth with the account screens' actions (sign in, sign up, sign out, password reset...), configured. */
export type LoadedAuth = LoadedSession & { auth: typeof accountAuth };

/** A promise cached until it fails (a later attempt may succeed). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * The session's part of Amplify, configured from /config.json, loaded on first need. Nothing
 * imports Amplify statically, so account pages paint before it arrives and the landing page never
 * loads it; signed-in pages load only this part before they can call the API.
 */
export const loadSession: () => Promise<LoadedSession> = once(async () => {
  // /config.json is fetched while Amplify's code downloads rather than after it (Amplify's
  // configuration reads the same request); a failure shows through ensureAmplifyConfigured.
  prefetchConfigFile();
  const { ensureAmplifyConfigured, sessionAuth, Hub, groupsOfClaim } = await import('./amplify-session');
  return { config: await ensureAmplifyConfigured(), auth: sessionAuth, Hub, groupsOfClaim };
});

/** Amplify Auth with the account screens' actions; the session's part first. */
export const loadAuth: () => Promise<LoadedAuth> = once(() =>
  Promise.all([loadSession(), import('./amplify-actions')]).then(([session, { accountAuth }]) => ({ ...session, auth: accountAuth })),
);

/** Starts loading the session's part of Amplify without waiting (a signed-in page is on its way). */
export function warmUpSession(): void {
  loadSession().catch(() => undefined); // a failure shows when the page really needs the session
}

/** Starts loading Amplify Auth with the actions without waiting, e.g. when the user starts filling in a form. */
export function warmUpAuth(): void {
  loadAuth().catch(() => undefined); // a failure shows when the flow really needs Amplify
}
