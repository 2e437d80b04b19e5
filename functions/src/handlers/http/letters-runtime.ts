import { createLetterPorts } from '../../adapters/letter-dependencies';
import type { LetterStore } from '../../domain/letters/letters';
import { getEnv } from '../../lib/env';
import { getDocumentClient } from './data-runtime';
import { getS3Client } from './storage-runtime';

// The letters' ports (issue 14), on the container's shared DynamoDB and S3 clients.

let ports: LetterStore | undefined;

export function getLetterPorts(): LetterStore {
  ports ??= createLetterPorts(getEnv(), { dynamo: getDocumentClient(), s3: getS3Client() });
  return ports;
}
