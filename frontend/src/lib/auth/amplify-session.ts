import { fetchAuthSession, getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';

// What the session check and the signed-in calls need of Amplify, by name: less than half of what
// the account screens' actions add (amplify-actions.ts), so signed-in pages call the API sooner.
export const sessionAuth = { fetchAuthSession, getCurrentUser };
export { Hub };
export { ensureAmplifyConfigured } from './amplify';
// Reading the groups claim takes classic zod (~13 KB gzip): it comes with Amplify, off the sign-in
// and registration pages' first paint.
export { groupsOfClaim } from '@fairbill/shared';
