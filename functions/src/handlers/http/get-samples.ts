import { getSamples } from '../../domain/samples/sample-status';
import { getDataDependencies } from './data-runtime';
import { caller, httpHandler, json } from './middleware';

/** GET /api/samples (issue 14): the caller's sample member and how reading its documents goes. */
export const handler = httpHandler(async (event) => {
  const { userId } = caller(event);
  return json(200, await getSamples(getDataDependencies(), userId));
});
