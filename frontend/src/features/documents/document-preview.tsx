import type { DocumentView } from '@fairbill/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { documentQueries } from './api/documents';

/** The original file: an image inline, a PDF embedded, anything else as a download link. */
export function DocumentPreview({ document, label }: { document: Pick<DocumentView, 'id' | 'contentType' | 'fileName'>; label: string }) {
  const download = useQuery(documentQueries.download(document.id));
  const name = document.fileName ?? 'document';
  if (download.isPending) return <p className="muted" role="status">Loading preview...</p>;
  if (download.isError) {
    return (
      <LoadError onRetry={() => void download.refetch()}>The file could not be loaded.</LoadError>
    );
  }
  const { url, previewUrl } = download.data;
  const type = document.contentType ?? '';
  return (
    <figure className="document-preview">
      {type.startsWith('image/') ? (
        <img src={previewUrl} alt={label} />
      ) : type === 'application/pdf' ? (
        <object data={previewUrl} type="application/pdf" aria-label={label}>
          <a href={previewUrl} target="_blank" rel="noopener noreferrer">
            Open {name}
          </a>
        </object>
      ) : null}
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer" download={name}>
          Download {name}
        </a>
      </figcaption>
    </figure>
  );
}
