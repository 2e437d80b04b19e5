import { runtimeConfigSchema, type RuntimeConfig } from '@fairbill/shared';

// One build runs everywhere: the deployment (or the local server) writes /config.json.
let pending: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined; // let a later navigation try again
    throw error;
  });
  return pending;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the app settings (HTTP ${response.status}).`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The app settings are invalid.');
  return parsed.data;
}
