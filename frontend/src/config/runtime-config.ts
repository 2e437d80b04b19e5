import { runtimeConfigSchema, type RuntimeConfig } from '@fairbill/shared';
import { fetchConfigFile } from './config-file';

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
  const response = await fetchConfigFile();
  if (!response.ok) throw new Error(`Could not load the app settings (HTTP ${response.status}).`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The app settings are invalid.');
  return parsed.data;
}
