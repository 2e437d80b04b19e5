import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCognitoUser } from '@fairbill/emulators/cognito-local';

// cognito-local rewrites its db file in place and may answer before it is written: the proxy
// reading a new user's confirmation code must wait for the whole file with the user in it, not
// drop the e-mail (issue 17: bench:load's concurrent sign-ups lost 11 of 16 confirmation e-mails).

const poolId = 'local_pool';
let workDir = '';

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A fresh work folder with cognito-local's db folder; the pool's db file path. */
function poolFile(): string {
  workDir = mkdtempSync(join(tmpdir(), 'fairbill-cognito-db-'));
  const dbDir = join(workDir, '.cognito', 'db');
  mkdirSync(dbDir, { recursive: true });
  return join(dbDir, `${poolId}.json`);
}

const jane = { Username: 'jane-sub', Attributes: [{ Name: 'email', Value: 'jane@example.com' }], ConfirmationCode: '123456' };

describe('readCognitoUser', () => {
  it('reads the db file again when it is caught half written', async () => {
    const file = poolFile();
    const whole = JSON.stringify({ Users: { jane } });
    writeFileSync(file, whole.slice(0, whole.length / 2));
    setTimeout(() => writeFileSync(file, whole), 60);
    expect((await readCognitoUser(workDir, poolId, 'jane@example.com'))?.ConfirmationCode).toBe('123456');
  });

  it('reads it again when the user just signed up is not written yet', async () => {
    const file = poolFile();
    writeFileSync(file, JSON.stringify({ Users: {} }));
    setTimeout(() => writeFileSync(file, JSON.stringify({ Users: { jane } })), 60);
    expect((await readCognitoUser(workDir, poolId, 'jane-sub'))?.Username).toBe('jane-sub');
  });

  it('finds no one in a file that stays broken, after half a second', async () => {
    writeFileSync(poolFile(), '{"Users": {');
    expect(await readCognitoUser(workDir, poolId, 'jane@example.com')).toBeUndefined();
  });
});
