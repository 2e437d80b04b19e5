import { deleteAccountRequestSchema } from '@fairbill/shared';
import { deleteAccount } from '../../domain/account/delete-account';
import { logger } from '../../lib/logger';
import { getAccountDependencies } from './account-runtime';
import { getLetterPorts } from './letters-runtime';
import { getMailer } from './mail-runtime';
import { getUserDirectory } from './user-directory';
import { caller, callerTokenUser, httpHandler, noContent, parseBody } from './middleware';

/** DELETE /api/account: the caller's whole account, after they typed its e-mail address (issue 16). */
export const handler = httpHandler(async (event) => {
  const { userId, email, givenName } = caller(event);
  const { confirmation } = parseBody(event, deleteAccountRequestSchema);
  const log = { warn: (message: string, attributes: Record<string, unknown> = {}) => logger.warn(message, attributes) };
  await deleteAccount({ ...getAccountDependencies(), ...getLetterPorts(), mailer: getMailer(), users: getUserDirectory(), log }, { userId, email, givenName, tokenUser: callerTokenUser(event) }, confirmation);
  return noContent();
});
