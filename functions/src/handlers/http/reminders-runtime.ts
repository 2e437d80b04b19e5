import { DynamoReminderStore } from '../../adapters/dynamodb/reminder-repository';
import type { ReminderDeps } from '../../domain/reminders/reminders';
import { getDataDependencies, getDocumentClient } from './data-runtime';

// The reminder routes' ports (issue 14): the documents and members, and the reminder choices, all
// in the app table on the container's one DynamoDB client.

let dependencies: ReminderDeps | undefined;

export function getReminderDependencies(): ReminderDeps {
  if (!dependencies) {
    const data = getDataDependencies();
    dependencies = { documents: data.documents, members: data.members, now: data.now, reminders: new DynamoReminderStore(getDocumentClient(), data.env.TABLE_NAME) };
  }
  return dependencies;
}
