import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { TokenUser, UserDirectory } from '../../domain/account/active-users';
import { tracedClient } from '../../lib/tracer';

/** The user pool itself: AdminGetUser (locally cognito-local, through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER). */
export class CognitoUserDirectory implements UserDirectory {
  constructor(private readonly client: CognitoIdentityProviderClient = tracedClient(new CognitoIdentityProviderClient({}))) {}

  async deleteUser(user: TokenUser): Promise<void> {
    try {
      await this.client.send(new AdminDeleteUserCommand({ UserPoolId: user.userPoolId, Username: user.username }));
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
  }

  async isActive(user: TokenUser): Promise<boolean> {
    try {
      const found = await this.client.send(new AdminGetUserCommand({ UserPoolId: user.userPoolId, Username: user.username }));
      return found.Enabled !== false;
    } catch (error) {
      if (error instanceof UserNotFoundException) return false;
      throw error;
    }
  }
}
