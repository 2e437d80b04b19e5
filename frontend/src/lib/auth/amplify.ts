import type { RuntimeConfig } from '@fairbill/shared';
import { Amplify } from 'aws-amplify';
import { loadRuntimeConfig } from '../../config/runtime-config';

let configured: Promise<RuntimeConfig> | undefined;

/** Configures Amplify Auth once, from /config.json (loaded through auth-client's loadSession only). */
export function ensureAmplifyConfigured(): Promise<RuntimeConfig> {
  configured ??= loadRuntimeConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            // Locally cognito-local sits behind the SPA's own origin (no CORS, refresh shim).
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
            loginWith: { email: true },
          },
        },
      });
      return config;
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}
