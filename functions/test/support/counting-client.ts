import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../src/adapters/dynamodb/client';

/** A DynamoDB client that notes the name of every command it sends: a read must Query, never Scan. */
export function countingClient(): { client: DynamoDBDocumentClient; sent: string[] } {
  const client = createDocumentClient();
  const sent: string[] = [];
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  client.send = ((command: { constructor: { name: string } }) => {
    sent.push(command.constructor.name);
    return send(command);
  }) as typeof client.send;
  return { client, sent };
}
