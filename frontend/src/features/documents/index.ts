// The documents feature's public entry: what other features use of it.
export { createDocument, documentQueries } from './api/documents';
export { waitForExtraction, type WaitOptions } from './api/wait-for-extraction';
export { showAnalysisError, showAnalysisOutcome } from './analysis-toasts';
export { DeleteDocumentButton } from './delete-document-button';
export { AttentionBadge, documentAttention } from './document-attention';
export { DocumentPreview } from './document-preview';
export { CorrectFieldsForm } from './extracted-fields';
export { FilePicker } from './file-picker';
