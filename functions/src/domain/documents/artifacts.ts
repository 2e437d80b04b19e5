/**
 * What the pipeline keeps of a document in the artifacts bucket (reader output, the structurer's
 * raw reply with the patient's data, the checked data and the analysis), one set per run:
 * `{userId}/{documentId}/{runId}/{name}.json`. Every run is listed on its record (`artifact_runs`),
 * so deleting the document deletes exactly these keys, with no listing of the bucket.
 */
export const artifactNames = ['reading', 'structured', 'validated', 'analysis'] as const;
export type ArtifactName = (typeof artifactNames)[number];

export type ArtifactRun = { userId: string; documentId: string; runId: string };

export const artifactKey = (run: ArtifactRun, name: ArtifactName) => `${run.userId}/${run.documentId}/${run.runId}/${name}.json`;

/** Every artifact key the runs of a document can have written. */
export const documentArtifactKeys = (userId: string, documentId: string, runIds: readonly string[]) =>
  runIds.flatMap((runId) => artifactNames.map((name) => artifactKey({ userId, documentId, runId }, name)));

const ARTIFACT_KEY = new RegExp(`^([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)/(${artifactNames.join('|')})\\.json$`);

/** The document an artifact key belongs to; null for other objects of the bucket (e.g. Textract's staging copies). */
export function artifactOwner(key: string): { userId: string; documentId: string } | null {
  const match = ARTIFACT_KEY.exec(key);
  return match?.[1] && match[2] ? { userId: match[1], documentId: match[2] } : null;
}
