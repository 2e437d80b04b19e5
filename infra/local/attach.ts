import { localStackAnswers } from '@fairbill/emulators/emulator-clients';
import { applyHandlerEnvironment } from '@fairbill/emulators/handler-env';
import { accessLogFile, appOrigin, dataPaths, LOCAL_HOST, type LocalConfig, loadLocalConfig, localTables } from './config';

/**
 * For a command-line tool run beside `npm start`: the running local stack's settings, with the
 * handlers' environment pointed at its emulators (the handlers' modules read it once, so import
 * them only after this). Null, with the reason printed, when the stack is not running.
 */
export async function attachToRunningStack(): Promise<LocalConfig | null> {
  const config = loadLocalConfig();
  const endpoint = (port: number) => `http://${LOCAL_HOST}:${port}`;
  if (!(await localStackAnswers(LOCAL_HOST, config.ports.dynamodb))) {
    console.error('The local stack is not running: start it with `npm start`, then run this again.');
    return null;
  }
  applyHandlerEnvironment(localTables, {
    dynamodb: endpoint(config.ports.dynamodb),
    s3: endpoint(config.ports.s3),
    cognito: endpoint(config.ports.cognito),
    appOrigin: appOrigin(config.ports),
    outboxDir: dataPaths(config.dataDir).outbox,
    accessLogFile: accessLogFile(config.dataDir),
  });
  return config;
}
