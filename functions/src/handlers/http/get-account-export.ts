import { getAccountExport } from '../../domain/account/account-export';
import { caller, httpHandler, json } from './middleware';
import { getAccountDependencies } from './account-runtime';

/** GET /api/account/export: the caller's latest export, its progress, and a short-lived link once it is ready (issue 16). */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  return json(200, { export: await getAccountExport(getAccountDependencies(), userId) });
});
