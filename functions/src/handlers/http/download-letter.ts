import { letterDownload, letterNotFound } from '../../domain/letters/letters';
import { getLetterPorts } from './letters-runtime';
import { caller, httpHandler, json, pathId } from './middleware';

/** GET /api/letters/{letterId}/download (issue 14): a short-lived presigned GET of the caller's letter's PDF. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  const letterId = pathId(event, 'letterId');
  if (!letterId) throw letterNotFound();
  return json(200, await letterDownload(getLetterPorts(), userId, letterId));
});
