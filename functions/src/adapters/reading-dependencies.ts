// The reader and the structurer, apart from the other ports: only the tasks that read or structure
// (and the auditors' reproduce) build them, each from its own module (reader-, structurer-dependencies)
// so that a function bundles only the one it uses.

export { createReader } from './reader-dependencies';
export { createStructurer } from './structurer-dependencies';

/** The settings the reading factories read (a subset of lib/env's Env). */
export type ReadingEnv = {
  READER: 'local' | 'textract';
  STRUCTURER: 'local' | 'bedrock';
  BEDROCK_MODEL_ID?: string | undefined;
  ARTIFACTS_BUCKET?: string | undefined;
  AWS_REGION?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | boolean | undefined;
};
