import type { RuntimeConfig } from '@fairbill/shared';
import type * as AuthApi from 'aws-amplify/auth';
import type { Hub as HubApi } from 'aws-amplify/utils';

export type LoadedAuth = { auth: typeof AuthApi; Hub: typeof HubApi; config: RuntimeConfig };

let loading: Promise<LoadedAuth> | undefined;

/**
 * Amplify Auth, configured from /config.json, loaded on first need. Nothing imports Amplify
 * statically, so account pages paint before it arrives and the landing page never loads it.
 */
export function loadAuth(): Promise<LoadedAuth> {
  loading ??= Promise.all([import('./amplify').then((module) => module.ensureAmplifyConfigured()), import('aws-amplify/auth'), import('aws-amplify/utils')])
    .then(([config, auth, utils]) => ({ config, auth, Hub: utils.Hub }))
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
