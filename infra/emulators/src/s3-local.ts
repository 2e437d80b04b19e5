// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types: ours come with this module wherever it is compiled
/// <reference path="../types/s3rver.d.ts" />
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { LOCAL_CREDENTIALS, LOCAL_HOST } from './config';

const require = createRequire(import.meta.url);

/**
 * s3rver refuses signed requests whose access key id it does not know (only S3RVER out of the box;
 * it does not verify SigV4 signatures themselves): register the key the handlers sign with.
 */
function registerLocalCredentials(accessKeyId: string, secretAccessKey: string): void {
  const accounts = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
}

export interface ObjectCreated {
  bucket: string;
  key: string;
  size: number;
  etag?: string;
  sequencer?: string;
}

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** CORS for the browser's presigned PUT and GET from the app's origin(s). */
export function corsConfiguration(allowedOrigins: readonly string[]): string {
  const origins = allowedOrigins.map((origin) => `<AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    origins +
    '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>' +
    '<AllowedHeader>*</AllowedHeader>' +
    '<ExposeHeader>ETag</ExposeHeader>' +
    '<MaxAgeSeconds>3000</MaxAgeSeconds>' +
    '</CORSRule></CORSConfiguration>'
  );
}

interface S3NotificationRecord {
  eventName?: string;
  s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number; eTag?: string; sequencer?: string } };
}

/** Runs s3rver in-process with the buckets configured; object-created events go to `onObjectCreated`. */
export async function startS3Local(options: {
  port: number;
  directory: string;
  buckets: readonly string[];
  allowedOrigins: readonly string[];
  onObjectCreated?: (event: ObjectCreated) => void;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  registerLocalCredentials(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const cors = corsConfiguration(options.allowedOrigins);
  const server = new S3rver({
    address: LOCAL_HOST,
    port: options.port,
    directory: options.directory,
    silent: true,
    // Presigned URLs are path-style (S3_FORCE_PATH_STYLE): no virtual-host buckets.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  server.on('event', (event: { Records?: S3NotificationRecord[] }) => {
    for (const record of event.Records ?? []) {
      const bucket = record.s3?.bucket?.name;
      const object = record.s3?.object;
      if (!record.eventName?.startsWith('ObjectCreated:') || !bucket || object?.key === undefined) continue;
      options.onObjectCreated?.({
        bucket,
        key: object.key,
        size: object.size ?? 0,
        ...(object.eTag ? { etag: object.eTag } : {}),
        ...(object.sequencer ? { sequencer: object.sequencer } : {}),
      });
    }
  });
  await server.run();
  return {
    endpoint: `http://${LOCAL_HOST}:${options.port}`,
    stop: async () => {
      const closing = server.close();
      // Browsers keep connections alive: do not wait for them to go idle.
      server.httpServer?.closeAllConnections();
      await closing;
    },
  };
}
