import { confirmResetPassword, confirmSignUp, resetPassword, signIn, signOut, signUp } from 'aws-amplify/auth';
import { sessionAuth } from './amplify-session';

// What the account screens do with Amplify, by name (auth-client.ts loadAuth): it loads when a form
// or a button needs it, on top of the session's part (amplify-session.ts), and brings the rest of
// Amplify Auth that they use (SRP, the sign-in steps, their errors).
export const accountAuth = { ...sessionAuth, signIn, signUp, signOut, confirmSignUp, resetPassword, confirmResetPassword };
