import { CognitoUserDirectory } from '../../adapters/cognito/cognito-user-directory';
import { cachedUserDirectory, type UserDirectory } from '../../domain/account/active-users';

let userDirectory: UserDirectory | undefined;

/** Whether a token's user still exists and is enabled: asked of Cognito, answers kept a minute per container. */
export function getUserDirectory(): UserDirectory {
  userDirectory ??= cachedUserDirectory(new CognitoUserDirectory());
  return userDirectory;
}
