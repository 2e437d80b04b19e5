import { createApiClient } from '../api/api-client';
import { NotAuthenticatedError } from '../api/api-error';
import { loadSession } from './auth-client';

/** The API authorizer reads the ID token's claims (sub, email, given_name, family_name). */
async function getIdToken(): Promise<string> {
  const { auth } = await loadSession();
  const { tokens } = await auth.fetchAuthSession();
  const token = tokens?.idToken?.toString();
  if (!token) throw new NotAuthenticatedError();
  return token;
}

/** For signed-in routes: every call carries `Authorization: Bearer <ID token>`. */
export const authedApi = createApiClient(getIdToken);
