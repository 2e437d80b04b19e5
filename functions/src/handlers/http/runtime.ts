import { createDependencies, type AppDependencies } from '../../adapters/create-dependencies';
import { CognitoUserDirectory } from '../../adapters/cognito/cognito-user-directory';
import { cachedUserDirectory, type UserDirectory } from '../../domain/account/active-users';
import { getEnv } from '../../lib/env';

// The HTTP runtime's composition root: what the route handlers and their middleware talk to,
// built once per Lambda container (clients reuse their connections across invocations).

let dependencies: AppDependencies | undefined;

export function getDependencies(): AppDependencies {
  dependencies ??= createDependencies(getEnv());
  return dependencies;
}

let userDirectory: UserDirectory | undefined;

/** Whether a token's user still exists and is enabled: asked of Cognito, answers kept a minute per container. */
export function getUserDirectory(): UserDirectory {
  userDirectory ??= cachedUserDirectory(new CognitoUserDirectory());
  return userDirectory;
}
