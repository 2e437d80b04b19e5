import { createStoredDocument, type DocumentType, type StoredDocument } from '../../src';

let counter = 0;

/** A stored document with the spec's creation defaults, then `changes` applied. */
export function storedDocument(documentType: DocumentType, changes: Partial<StoredDocument> = {}): StoredDocument {
  counter += 1;
  const document = createStoredDocument({
    id: `d${String(counter).padStart(4, '0')}`,
    userId: 'u1',
    familyMemberId: 'm1',
    documentType,
    filePath: `u1/file-${counter}`,
    fileName: 'file.pdf',
    contentType: 'application/pdf',
    fileSize: 1000,
    now: new Date('2024-06-01T12:00:00.000Z'),
    random: () => 0.5,
  });
  return { ...document, ...changes };
}
