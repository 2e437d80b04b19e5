import { createLetterRequestSchema } from '@fairbill/shared';
import { renderLetterPdf } from '../../adapters/pdf/letter-pdf';
import { createLetter, ledgerNotFound } from '../../domain/letters/letters';
import { getDataDependencies } from './data-runtime';
import { getLetterPorts } from './letters-runtime';
import { caller, httpHandler, idempotencyKey, json, parseBody, pathId } from './middleware';

/** POST /api/ledgers/{ledgerId}/letters (issue 14): the caller's edited letter, stored with its PDF. */
export const handler = httpHandler(async (event) => {
  const { userId, givenName, familyName } = caller(event);
  const ledgerId = pathId(event, 'ledgerId');
  if (!ledgerId) throw ledgerNotFound();
  const input = parseBody(event, createLetterRequestSchema);
  const deps = { ...getDataDependencies(), ...getLetterPorts(), renderLetter: renderLetterPdf };
  const letter = await createLetter(deps, { userId, givenName, familyName }, ledgerId, input, idempotencyKey(event, 'create-letter'));
  return json(201, { letter });
});
