import { startCognitoLocal } from '@fairbill/emulators/cognito-local';
import { startDynamoDbLocal } from '@fairbill/emulators/dynamodb-local';

// A stand-in for `npm start`, run as its own process by local-emulators-parent-death.test.ts: it
// starts DynamoDB Local and cognito-local, says 'ready', then waits to be killed, or with 'oom'
// fills its heap until V8 aborts (neither runs an exit handler).

const [dataDir = '', dynamodbPort = '0', cognitoPort = '0', mode = 'wait'] = process.argv.slice(2);
await Promise.all([
  startDynamoDbLocal({ port: Number(dynamodbPort), dbDir: `${dataDir}/dynamodb`, logFile: `${dataDir}/logs/dynamodb-local.log` }),
  startCognitoLocal({ port: Number(cognitoPort), workDir: `${dataDir}/cognito`, logFile: `${dataDir}/logs/cognito-local.log` }),
]);
process.stdout.write('ready\n');
if (mode === 'oom') {
  const hog: number[][] = [];
  setTimeout(() => {
    for (;;) hog.push(Array.from({ length: 100_000 }, (_, i) => i + hog.length));
  }, 100);
}
setInterval(() => undefined, 60_000);
