import { updateLetterRequestSchema } from '@fairbill/shared';
import { letterNotFound, updateLetter } from '../../domain/letters/letters';
import { getDataDependencies } from './data-runtime';
import { getLetterPorts } from './letters-runtime';
import { caller, httpHandler, json, parseBody, pathId } from './middleware';

/** PATCH /api/letters/{letterId} (issue 14): when the caller sent the letter, and when to follow up. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const letterId = pathId(event, 'letterId');
  if (!letterId) throw letterNotFound();
  const input = parseBody(event, updateLetterRequestSchema);
  return json(200, { letter: await updateLetter({ ...getLetterPorts(), now: getDataDependencies().now }, userId, letterId, input) });
});
