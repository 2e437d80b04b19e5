import { displayFallbacks, documentKindByType, documentMessages, formatDisplayDate, type DocumentView } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SampleDocumentNote } from '../../components/sample-badge';
import { isClientError } from '../../lib/api/api-error';
import { documentQueries } from './api/documents';
import { DeleteDocumentButton } from './delete-document-button';
import { AttentionBadge, documentAttention } from './document-attention';
import { DocumentHistory } from './document-history';
import { DocumentPreview } from './document-preview';
import { CorrectFieldsForm, ExtractedFields } from './extracted-fields';
import '../../styles/document-views.css';

const KIND_TITLE = { bill: 'Medical bill', eob: 'Explanation of benefits', receipt: 'Payment receipt' } as const;

const STATUS_TEXT: Record<DocumentView['extractionStatus'], string> = {
  pending: 'Waiting for analysis',
  processing: 'Being analyzed',
  completed: 'Analyzed',
  failed: 'Analysis failed',
};

/** /documents/:documentId — an EOB or receipt (or any document): the original file and what was read from it. */
export function DocumentPage() {
  const { documentId = '' } = useParams();
  const query = useQuery(documentQueries.detail(documentId));

  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) {
    const notFound = isClientError(query.error);
    return (
      <section className="section">
        <h1>{notFound ? documentMessages.notFound : 'Something went wrong'}</h1>
        {!notFound && (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        )}
        <p>
          <Link to="/search">Back to Search</Link>
        </p>
      </section>
    );
  }

  const document = query.data;
  const attention = documentAttention(document);
  const title = KIND_TITLE[documentKindByType[document.documentType]];
  return (
    <section className="section document-page">
      <p>
        <Link to="/search">Back to Search</Link>
      </p>
      <h1>{title}</h1>
      <p className="muted">
        {document.fileName ?? displayFallbacks.unknown} · {formatDisplayDate(document.documentDate ?? document.createdAt)}
      </p>
      <SampleDocumentNote memberId={document.familyMemberId} />
      <p>
        Status: <strong>{STATUS_TEXT[document.extractionStatus]}</strong>
      </p>
      {attention && <AttentionBadge attention={attention} />}
      {/* A div, not a p: the button brings its confirmation dialog along. */}
      <div>
        <DeleteDocumentButton documentId={document.id} documentType={document.documentType} name={document.fileName ?? title} />
      </div>
      <div className="document-page__grid">
        <div>
          <h2>Original file</h2>
          <DocumentPreview document={document} label={`${title} (original file)`} />
        </div>
        <div>
          <h2>Extracted data</h2>
          <ExtractedFields data={document.extractedData} documentType={document.documentType} />
          {document.requiresManualReview && <CorrectFieldsForm key={`${document.id}:${document.version}`} document={document} />}
        </div>
      </div>
      <DocumentHistory documentId={document.id} />
    </section>
  );
}
