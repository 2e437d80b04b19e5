import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand, ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { UserGroup } from '@fairbill/shared';
import { startCognitoLocal } from '@fairbill/emulators/cognito-local';
import { emulatorCognitoClient } from '@fairbill/emulators/emulator-clients';
import { dataPaths, LOCAL_HOST, loadLocalConfig } from './config';

// `npm run admin -- add-auditor <email>` (and remove-auditor, add-operator, remove-operator): puts
// an existing local user in a staff group, or takes them out (issue 13). It uses the running local
// stack's cognito-local, or starts one on the same data for the change. The user signs in again
// to get a token with the new group. In AWS: `aws cognito-idp admin-add-user-to-group` (README).

const COMMANDS: Record<string, { group: UserGroup; add: boolean }> = {
  'add-auditor': { group: 'auditors', add: true },
  'remove-auditor': { group: 'auditors', add: false },
  'add-operator': { group: 'operators', add: true },
  'remove-operator': { group: 'operators', add: false },
};

async function main(): Promise<number> {
  const [name = '', email = ''] = process.argv.slice(2);
  const command = COMMANDS[name];
  if (!command || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error(`Usage: npm run admin -- <${Object.keys(COMMANDS).join('|')}> <email>`);
    return 2;
  }
  const config = loadLocalConfig();
  const workDir = dataPaths(config.dataDir).cognito;
  const endpoint = `http://${LOCAL_HOST}:${config.ports.cognito}`;
  const running = await emulatorCognitoClient(endpoint, { maxAttempts: 1 })
    .send(new ListUserPoolsCommand({ MaxResults: 1 }))
    .then(() => true)
    .catch(() => false);
  const started = running ? undefined : await startCognitoLocal({ port: config.ports.cognito, workDir, logFile: join(dataPaths(config.dataDir).logs, 'cognito-local-admin.log') });
  try {
    const { userPoolId } = JSON.parse(await readFile(join(workDir, 'fairbill-ids.json'), 'utf8')) as { userPoolId: string };
    const client = emulatorCognitoClient(endpoint);
    const input = { UserPoolId: userPoolId, Username: email, GroupName: command.group };
    try {
      await client.send(command.add ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input));
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotFoundException') {
        console.error(`No local user has the e-mail ${email}: register in the app first.`);
        return 1;
      }
      throw error;
    }
    console.log(`${email} ${command.add ? 'is now in' : 'is no longer in'} the ${command.group} group. Sign out and in again for it to take effect.`);
    return 0;
  } finally {
    await started?.stop();
  }
}

process.exitCode = await main();
