import * as z from 'zod';

/** As stored (spec section 3, family_members). */
export const storedFamilyMemberSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  relationship: z.string(),
  created_at: z.iso.datetime(),
});
export type StoredFamilyMember = z.infer<typeof storedFamilyMemberSchema>;

/** The client view. */
export const familyMemberSchema = z.object({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
