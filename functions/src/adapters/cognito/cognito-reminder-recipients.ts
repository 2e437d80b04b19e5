import { CognitoIdentityProviderClient, paginateListUsers } from '@aws-sdk/client-cognito-identity-provider';
import type { ReminderRecipient, ReminderRecipients } from '../../domain/reminders/ports';
import { tracedClient } from '../../lib/tracer';

/**
 * The accounts reminders may go to, from the user pool (ListUsers, 60 a page): confirmed and
 * enabled users with an e-mail address. A deleted account is simply not listed any more.
 */
export class CognitoReminderRecipients implements ReminderRecipients {
  constructor(
    private readonly userPoolId: string,
    private readonly client: CognitoIdentityProviderClient = tracedClient(new CognitoIdentityProviderClient({})),
  ) {}

  async *list(): AsyncIterable<ReminderRecipient> {
    for await (const page of paginateListUsers({ client: this.client }, { UserPoolId: this.userPoolId, AttributesToGet: ['sub', 'email'] })) {
      for (const user of page.Users ?? []) {
        if (user.Enabled === false || user.UserStatus !== 'CONFIRMED') continue;
        const attribute = (name: string) => user.Attributes?.find((entry) => entry.Name === name)?.Value;
        const userId = attribute('sub');
        const email = attribute('email');
        if (userId && email) yield { userId, email };
      }
    }
  }
}
