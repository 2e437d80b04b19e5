import { draftLetters, ledgerNotFound } from '../../domain/letters/letters';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/ledgers/{ledgerId}/letter-drafts (issue 14): a draft of each kind of letter that fits the caller's visit. */
export const handler = httpHandler(async (event) => {
  const { userId, givenName, familyName } = caller(event);
  const ledgerId = pathId(event, 'ledgerId');
  if (!ledgerId) throw ledgerNotFound();
  return json(200, await draftLetters(getDataDependencies(), { userId, givenName, familyName }, ledgerId));
});
