// FairBill's three kinds of users (issue 13): families (no group), auditors who review stored
// extraction results, and operators who watch the pipeline. Each staff role is a Cognito group,
// created by the CDK app and by the local stack; the API reads it from the verified token.
import * as z from 'zod';

export const userGroups = ['auditors', 'operators'] as const;
export const userGroupSchema = z.enum(userGroups);
export type UserGroup = z.infer<typeof userGroupSchema>;

/** Each group's description in Cognito (the CDK app and the local stack create them alike). */
export const userGroupDescriptions: Record<UserGroup, string> = {
  auditors: 'FairBill auditors: read-only review of every stored extraction result; each request is written to the access log.',
  operators: 'FairBill operators: the pipeline runs, their figures and redrives.',
};

/**
 * The groups a token's `cognito:groups` claim names. Cognito puts a JSON array in the token; API
 * Gateway's JWT authorizer hands array claims on as one string, `[auditors operators]`.
 */
export function groupsOfClaim(claim: unknown): UserGroup[] {
  const names = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.replace(/^\[|\]$/g, '').split(/[\s,]+/) : [];
  return names.flatMap((name) => {
    const parsed = userGroupSchema.safeParse(typeof name === 'string' ? name.trim() : name);
    return parsed.success ? [parsed.data] : [];
  });
}
