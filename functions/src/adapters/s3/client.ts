import { S3Client } from '@aws-sdk/client-s3';
import { tracedClient } from '../../lib/tracer';

// s3rver stores streamed bodies corrupted unless checksums are only computed when required;
// the endpoint comes from AWS_ENDPOINT_URL_S3 locally (the SDK reads it itself).
export function createS3Client(forcePathStyle: boolean): S3Client {
  return tracedClient(
    new S3Client({
      forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
}
