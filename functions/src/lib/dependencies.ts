import type { AppDependencies } from '../adapters/create-dependencies';
import { createDependencies } from '../adapters/create-dependencies';
import { getEnv } from './env';

// Built once per Lambda container (clients reuse their connections across invocations).
let cached: AppDependencies | undefined;

export function getDependencies(): AppDependencies {
  cached ??= createDependencies(getEnv());
  return cached;
}
