// "Try it with sample documents" (issue 14): what the dashboard shows of the samples.
export { SampleDocumentsCard } from './sample-documents-card';
