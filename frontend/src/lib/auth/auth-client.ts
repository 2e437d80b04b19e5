import type { groupsOfClaim as GroupsOfClaim, RuntimeConfig } from '@fairbill/shared';
import type * as AuthApi from 'aws-amplify/auth';
import type { Hub as HubApi } from 'aws-amplify/utils';

export type LoadedAuth = { auth: typeof AuthApi; Hub: typeof HubApi; config: RuntimeConfig; groupsOfClaim: typeof GroupsOfClaim };

let loading: Promise<LoadedAuth> | undefined;

/**
 * Amplify Auth, configured from /config.json, loaded on first need. Nothing imports Amplify
 * statically, so account pages paint before it arrives and the landing page never loads it.
 */
export function loadAuth(): Promise<LoadedAuth> {
  // /config.json is fetched while Amplify's code downloads rather than after it (Amplify's
  // configuration reads the same request); a failure shows through ensureAmplifyConfigured.
  if (!loading) import('../../config/runtime-config').then((module) => module.loadRuntimeConfig()).catch(() => undefined);
  loading ??= Promise.all([
    import('./amplify').then((module) => module.ensureAmplifyConfigured()),
    import('aws-amplify/auth'),
    import('aws-amplify/utils'),
    // Reading the groups claim takes classic zod (~13 KB gzip): it comes with Amplify, off the
    // sign-in and registration pages' first paint.
    import('./token-groups'),
  ])
    .then(([config, auth, utils, { groupsOfClaim }]) => ({ config, auth, Hub: utils.Hub, groupsOfClaim }))
    .catch((error: unknown) => {
      loading = undefined; // a later attempt may succeed
      throw error;
    });
  return loading;
}

/** Starts loading Amplify without waiting, e.g. when the user starts filling in a form. */
export function warmUpAuth(): void {
  loadAuth().catch(() => undefined); // a failure shows when the flow really needs Amplify
}
