import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tracedClient } from '../../lib/tracer';

// The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB locally (the SDK reads it itself).
export function createDocumentClient(client: DynamoDBClient = tracedClient(new DynamoDBClient({}))): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** Every item a Query matches, across pages, each mapped (and so validated) on the way out. */
export async function queryAll<T>(client: DynamoDBDocumentClient, input: QueryCommandInput, toItem: (item: Record<string, unknown>) => T): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client }, input)) {
    for (const item of page.Items ?? []) items.push(toItem(item));
  }
  return items;
}
