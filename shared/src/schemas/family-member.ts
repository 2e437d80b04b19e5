import * as z from 'zod';

/** As stored (spec section 3, family_members). */
export const storedFamilyMemberSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  relationship: z.string(),
  created_at: z.iso.datetime(),
  /** The member "Try it with sample documents" made (issue 14): labelled as a sample wherever shown. */
  sample: z.literal(true).optional(),
});
export type StoredFamilyMember = z.infer<typeof storedFamilyMemberSchema>;

/** The client view. */
export const familyMemberSchema = z.object({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string(),
  /** Present (true) only on the sample member. */
  sample: z.literal(true).optional(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;
