import { loadAuth } from './auth-client';

/** Signs in with Amplify; USER_PASSWORD_AUTH locally (cognito-local has no SRP), SRP in AWS. */
export async function signInWithPassword(email: string, password: string) {
  const { auth, config } = await loadAuth();
  return auth.signIn({ username: email.trim(), password, options: { authFlowType: config.authFlowType } });
}
