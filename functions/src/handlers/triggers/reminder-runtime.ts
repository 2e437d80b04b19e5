import { CognitoReminderRecipients } from '../../adapters/cognito/cognito-reminder-recipients';
import { createDataDependencies } from '../../adapters/data-dependencies';
import { createDocumentClient } from '../../adapters/dynamodb/client';
import { DynamoReminderStore } from '../../adapters/dynamodb/reminder-repository';
import { createMailer } from '../../adapters/mail/create-mailer';
import type { ReminderSweepDeps } from '../../domain/reminders/send-reminders';
import { getEnv, getUserPoolEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

// The reminder sweep's composition root (issue 14), built once per Lambda container: the table,
// the user pool's list of accounts, and the mailer (SES in AWS, the outbox locally).

let dependencies: ReminderSweepDeps | undefined;

export function getReminderSweepDependencies(): ReminderSweepDeps {
  if (!dependencies) {
    const env = getEnv();
    const dynamo = createDocumentClient();
    const data = createDataDependencies(env, dynamo);
    dependencies = {
      documents: data.documents,
      members: data.members,
      now: data.now,
      reminders: new DynamoReminderStore(dynamo, env.TABLE_NAME),
      recipients: new CognitoReminderRecipients(getUserPoolEnv().USER_POOL_ID),
      mailer: createMailer(env),
      appOrigin: env.APP_ORIGIN,
      log: { warn: (message, attributes = {}) => logger.warn(message, attributes) },
    };
  }
  return dependencies;
}
