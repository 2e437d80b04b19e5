import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The cancellation reason code of each item of a cancelled transaction, or null if it was not cancelled. */
export function cancellationCodes(error: unknown): (string | undefined)[] | null {
  if (!(error instanceof TransactionCanceledException)) return null;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * TransactWrite that retries when it only lost a race with another transaction on the same
 * items (TransactionConflict): the whole transaction was cancelled, so trying again is safe.
 * Condition failures are returned to the caller, which knows what they mean.
 */
export async function transactWrite(
  client: DynamoDBDocumentClient,
  items: TransactItem[],
  clientRequestToken?: string,
): Promise<void> {
  const attempts = 12;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflictOnly =
        codes !== null &&
        codes.some((code) => code === 'TransactionConflict') &&
        codes.every((code) => code === undefined || code === 'None' || code === 'TransactionConflict');
      const inProgress = error instanceof Error && error.name === 'TransactionInProgressException';
      if ((!conflictOnly && !inProgress) || attempt >= attempts) throw error;
      await sleep(Math.min(1000, 10 * 2 ** attempt) * Math.random());
    }
  }
}
