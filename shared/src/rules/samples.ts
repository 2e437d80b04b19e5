import type { ExtractionStatus } from '../schemas/document';

// "Try it with sample documents" (issue 14): the sample member and how far reading its documents went.

/**
 * The sample member's id, the same in every account (keys are per user): creating the member is
 * conditional on its key, so two requests at once cannot add two sample members, and once it is
 * removed the samples can be added again.
 */
export const SAMPLE_MEMBER_ID = 'sample';
export const SAMPLE_MEMBER_RELATIONSHIP = 'Other';

export type SampleProgress = { total: number; read: number; failed: number; reading: boolean };

/** How many sample documents are read (completed or failed) and whether the pipeline is still at it. */
export function sampleProgress(documents: readonly { extractionStatus: ExtractionStatus }[]): SampleProgress {
  const failed = documents.filter((doc) => doc.extractionStatus === 'failed').length;
  const read = documents.filter((doc) => doc.extractionStatus === 'completed').length + failed;
  return { total: documents.length, read, failed, reading: read < documents.length };
}
