import * as z from 'zod';
import { familyMemberSchema } from '../schemas/family-member';
import { addMemberFormSchema } from '../schemas/forms';
import { queryFlagSchema } from './common';

/** GET /api/family-members: the user's members, oldest first (the default "Self" member is created on first read). */
export const listFamilyMembersResponseSchema = z.object({ members: z.array(familyMemberSchema) });
export type ListFamilyMembersResponse = z.infer<typeof listFamilyMembersResponseSchema>;

/** POST /api/family-members and PUT /api/family-members/{memberId}. */
export const familyMemberRequestSchema = addMemberFormSchema;
export type FamilyMemberRequest = z.infer<typeof familyMemberRequestSchema>;

/** 201 (create) / 200 (update). */
export const familyMemberResponseSchema = z.object({ member: familyMemberSchema });
export type FamilyMemberResponse = z.infer<typeof familyMemberResponseSchema>;

/**
 * DELETE /api/family-members/{memberId}[?deleteDocuments=true]: a member with documents is refused
 * with 409 `member_has_documents` unless deleteDocuments=true (then records and files go too).
 */
export const deleteFamilyMemberQuerySchema = z.object({ deleteDocuments: queryFlagSchema.optional() });
export const deleteFamilyMemberResponseSchema = z.object({ deleted: z.literal(true), deletedDocuments: z.number().int().nonnegative() });
export type DeleteFamilyMemberResponse = z.infer<typeof deleteFamilyMemberResponseSchema>;
