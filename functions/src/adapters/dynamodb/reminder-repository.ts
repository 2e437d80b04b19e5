import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeadlineLetter } from '@fairbill/shared';
import * as z from 'zod';
import type { DeadlineState, ReminderState, ReminderStore } from '../../domain/reminders/ports';
import { queryAll } from './client';
import { deadlineReminderSk, letterPrefix, reminderPrefix, reminderSettingsSk, userPk } from './keys';

// Issue 14: the person's reminder choices and the reminders sent, in their own partition
// (keys.ts), read with one Query; letters are read for their follow-up day only.

const settingsItemSchema = z.object({ SK: z.literal(reminderSettingsSk), email_reminders: z.boolean(), time_zone: z.string().nullable().default(null) });
// The SDK gives a string set as a Set.
const deadlineItemSchema = z.object({ deadline_id: z.string(), off: z.boolean().default(false), sent: z.set(z.string()).default(new Set()) });
// What a deadline reads of a letter (its writer owns the rest of the item).
const letterItemSchema = z.object({
  SK: z.string(),
  member_id: z.string(),
  ledger_id: z.string().nullable().optional(),
  follow_up_on: z.string().nullable().optional(),
});

const LETTER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reminders are on, in the default time zone, until the person changes them. */
const DEFAULT_SETTINGS = { emailReminders: true, timeZone: null };

export class DynamoReminderStore implements ReminderStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async state(userId: string): Promise<ReminderState> {
    const items = await queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': reminderPrefix },
        ConsistentRead: true,
      },
      (item) => item,
    );
    let settings: ReminderState['settings'] = DEFAULT_SETTINGS;
    const deadlines = new Map<string, DeadlineState>();
    for (const item of items) {
      if (item.SK === reminderSettingsSk) {
        const stored = settingsItemSchema.parse(item);
        settings = { emailReminders: stored.email_reminders, timeZone: stored.time_zone };
      } else {
        const stored = deadlineItemSchema.parse(item);
        deadlines.set(stored.deadline_id, { off: stored.off, sent: stored.sent });
      }
    }
    return { settings, deadlines };
  }

  async saveSettings(userId: string, settings: { emailReminders: boolean; timeZone: string }, now: Date): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { PK: userPk(userId), SK: reminderSettingsSk, entity: 'reminder_settings', email_reminders: settings.emailReminders, time_zone: settings.timeZone, updated_at: now.toISOString() },
      }),
    );
  }

  async setDeadlineOff(userId: string, deadlineId: string, off: boolean, now: Date): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { PK: userPk(userId), SK: deadlineReminderSk(deadlineId) },
        UpdateExpression: 'SET entity = :entity, deadline_id = :id, off = :off, updated_at = :now',
        ExpressionAttributeValues: { ':entity': 'deadline_reminders', ':id': deadlineId, ':off': off, ':now': now.toISOString() },
      }),
    );
  }

  async claimReminder(userId: string, deadlineId: string, key: string, now: Date): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: deadlineReminderSk(deadlineId) },
          UpdateExpression: 'SET entity = :entity, deadline_id = :id, updated_at = :now ADD sent :keys',
          // Turned off meanwhile, or sent by another run: nothing to send.
          ConditionExpression: '(attribute_not_exists(off) OR off = :no) AND (attribute_not_exists(sent) OR NOT contains(sent, :key))',
          ExpressionAttributeValues: { ':entity': 'deadline_reminders', ':id': deadlineId, ':now': now.toISOString(), ':keys': new Set([key]), ':key': key, ':no': false },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async releaseReminder(userId: string, deadlineId: string, key: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { PK: userPk(userId), SK: deadlineReminderSk(deadlineId) },
        UpdateExpression: 'DELETE sent :keys',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':keys': new Set([key]) },
      }),
    ).catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
  }

  async letters(userId: string): Promise<DeadlineLetter[]> {
    const letters = await queryAll(
      this.client,
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': letterPrefix },
        ProjectionExpression: 'SK, member_id, ledger_id, follow_up_on',
        ConsistentRead: true,
      },
      (item) => letterItemSchema.safeParse(item),
    );
    return letters.flatMap((parsed) => {
      const id = parsed.success ? parsed.data.SK.slice(letterPrefix.length) : '';
      // A deadline's id carries the letter's in a URL path: an id of other characters names no deadline.
      if (!parsed.success || !LETTER_ID.test(id)) return [];
      return [{ id, memberId: parsed.data.member_id, ledgerId: parsed.data.ledger_id ?? null, followUpOn: parsed.data.follow_up_on ?? null }];
    });
  }
}
