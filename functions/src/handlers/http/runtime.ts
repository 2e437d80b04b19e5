import type { AppDependencies } from '../../adapters/create-dependencies';
import { getAccountDependencies } from './account-runtime';
import { getAuditDependencies } from './audit-runtime';
import { getMailer } from './mail-runtime';
import { getRunDependencies } from './runs-runtime';

export { getAccountDependencies } from './account-runtime';
export { getAuditDependencies } from './audit-runtime';
export { getDataDependencies } from './data-runtime';
export { getMailer } from './mail-runtime';
export { getRunDependencies } from './runs-runtime';
export { getStorageDependencies } from './storage-runtime';
export { getUserDirectory } from './user-directory';

// The HTTP runtime's composition root: what the route handlers and their middleware talk to,
// built once per Lambda container (clients reuse their connections across invocations). A route
// imports the narrowest part it needs (data-, storage-, audit-, account-, runs-, mail-runtime,
// user-directory), so that its bundle loads only those AWS SDK clients and builds only those zod
// schemas at cold start; getDependencies() is every part, on the same clients (tests, local tools).

let dependencies: AppDependencies | undefined;

export function getDependencies(): AppDependencies {
  dependencies ??= { ...getAuditDependencies(), ...getAccountDependencies(), runs: getRunDependencies().runs, mailer: getMailer() };
  return dependencies;
}
