import type { AppDependencies } from '../adapters/create-dependencies';
import { createDependencies } from '../adapters/create-dependencies';
import { CognitoUserDirectory } from '../adapters/cognito/cognito-user-directory';
import type { UserDirectory } from '../domain/account/active-users';
import { cachedUserDirectory } from '../domain/account/active-users';
import { getEnv } from './env';

// Built once per Lambda container (clients reuse their connections across invocations).
let cached: AppDependencies | undefined;

export function getDependencies(): AppDependencies {
  cached ??= createDependencies(getEnv());
  return cached;
}

let userDirectory: UserDirectory | undefined;

/** Whether a token's user still exists and is enabled: asked of Cognito, answers kept a minute per container. */
export function getUserDirectory(): UserDirectory {
  userDirectory ??= cachedUserDirectory(new CognitoUserDirectory());
  return userDirectory;
}
