import { validateUpload, type DocumentType, type PipelineStage } from '@fairbill/shared';
import type { FileProgress } from './use-document-uploads';

const stageText: Record<PipelineStage, string> = {
  uploaded: 'Uploaded, waiting to be read',
  reading: 'Reading the document',
  extracting: 'Extracting the details',
  checking: 'Checking the figures',
  done: 'Done',
};

/** The message for a chosen file that cannot be uploaded (type or 20 MB), checked before upload. */
export function chosenFileProblem(file: File | null): string | null {
  if (!file) return null;
  const check = validateUpload({ fileName: file.name, fileSize: file.size });
  return check.ok ? null : check.message;
}

/** A progress bar per file while uploading, then the pipeline's stage while analyzing. */
export function UploadProgressList({ progress, labels }: { progress: Partial<Record<DocumentType, FileProgress>>; labels: Partial<Record<DocumentType, string>> }) {
  const entries = Object.entries(progress) as [DocumentType, FileProgress][];
  if (entries.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label="Upload progress">
      {entries.map(([kind, item]) => {
        const label = `${labels[kind] ?? 'File'}: ${item.fileName}`;
        const percent = Math.round(item.sent * 100);
        return (
          <li key={kind}>
            <span className="upload-progress__name">{label}</span>
            {item.state === 'uploading' && <progress max={100} value={percent} aria-label={`${label} upload progress`} />}
            <span className="muted" role="status">
              {item.state === 'uploading' && `Uploading ${percent}%`}
              {item.state === 'analyzing' && (item.stage ? stageText[item.stage] : stageText.uploaded)}
              {item.state === 'finished' && stageText.done}
              {item.state === 'failed' && 'Not finished'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
