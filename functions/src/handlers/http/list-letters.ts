import { ledgerNotFound, listLetters } from '../../domain/letters/letters';
import { getDataDependencies } from './data-runtime';
import { getLetterPorts } from './letters-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/ledgers/{ledgerId}/letters (issue 14): the letters of the caller's visit, newest first. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const ledgerId = pathId(event, 'ledgerId');
  if (!ledgerId) throw ledgerNotFound();
  return json(200, { letters: await listLetters({ ...getDataDependencies(), ...getLetterPorts() }, userId, ledgerId) });
});
