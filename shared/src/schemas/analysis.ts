import * as z from 'zod';

/** Spec section 3, "Bill analysis result". */
export const billAnalysisSchema = z.object({
  hasErrors: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type BillAnalysis = z.infer<typeof billAnalysisSchema>;
