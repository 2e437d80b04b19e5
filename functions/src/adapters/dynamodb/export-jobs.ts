import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { exportJobSchema, type ExportJob, type ExportJobChanges, type ExportJobs } from '../../domain/account/account-export';
import { exportSk, userPk } from './keys';

const toJob = ({ PK: _pk, SK: _sk, entity: _entity, ...item }: Record<string, unknown>): ExportJob => exportJobSchema.parse(item);

/**
 * The account's latest export, one item under the user's partition (`SK = EXPORT`): a condition on
 * that one item keeps one export in flight per account, however many requests race.
 */
export class DynamoExportJobs implements ExportJobs {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async start(job: ExportJob, stalledBefore: Date): Promise<{ started: true; replaced: ExportJob | null } | { started: false; current: ExportJob }> {
    // Twice at most: the item in the way can vanish between the refused put and the read (the account deleted).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        const { Attributes } = await this.client.send(
          new PutCommand({
            TableName: this.tableName,
            Item: { PK: userPk(job.user_id), SK: exportSk, entity: 'export', ...job },
            ConditionExpression: 'attribute_not_exists(PK) OR NOT (#status IN (:queued, :building)) OR updated_at < :stalled',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':queued': 'queued', ':building': 'building', ':stalled': stalledBefore.toISOString() },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return { started: true, replaced: Attributes ? toJob(Attributes) : null };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const current = await this.get(job.user_id);
        if (current) return { started: false, current };
      }
    }
    throw new Error('The export job kept changing while it was started');
  }

  async get(userId: string): Promise<ExportJob | null> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { PK: userPk(userId), SK: exportSk }, ConsistentRead: true }));
    return Item ? toJob(Item) : null;
  }

  async update(userId: string, jobId: string, changes: ExportJobChanges, onlyIf?: ExportJob['status']): Promise<boolean> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { PK: userPk(userId), SK: exportSk },
          UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
          ConditionExpression: onlyIf ? 'id = :id AND #status = :only' : 'id = :id AND #status IN (:queued, :building)',
          ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])) },
          ExpressionAttributeValues: {
            ':id': jobId,
            ...(onlyIf ? { ':only': onlyIf } : { ':queued': 'queued', ':building': 'building' }),
            ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
          },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
