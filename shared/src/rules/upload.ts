import { MAX_UPLOAD_BYTES } from '../constants';
import { uploadMessages } from '../messages';

/** The accepted kinds of file (spec section 5), with the content type the server stores. */
export const acceptedFileTypes = {
  pdf: { extensions: ['.pdf'], contentType: 'application/pdf' },
  jpeg: { extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  png: { extensions: ['.png'], contentType: 'image/png' },
  doc: { extensions: ['.doc'], contentType: 'application/msword' },
  docx: { extensions: ['.docx'], contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;
export type AcceptedFileType = keyof typeof acceptedFileTypes;

/** For `<input type="file" accept=...>`. */
export const ACCEPTED_FILE_EXTENSIONS = Object.values(acceptedFileTypes).flatMap((type) => type.extensions);
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_EXTENSIONS.join(',');

export function contentTypeFor(fileType: AcceptedFileType): string {
  return acceptedFileTypes[fileType].contentType;
}

/** The accepted type named by the file's extension (case-insensitive), or null. */
export function fileTypeFromName(fileName: string): AcceptedFileType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot).toLowerCase();
  const entry = Object.entries(acceptedFileTypes).find(([, type]) => (type.extensions as readonly string[]).includes(extension));
  return entry ? (entry[0] as AcceptedFileType) : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const indexOfAscii = (bytes: Uint8Array, text: string, limit = bytes.length) => {
  const codes = Array.from(text, (char) => char.charCodeAt(0));
  const end = Math.min(limit, bytes.length) - codes.length;
  const first = text.charCodeAt(0);
  for (let start = bytes.indexOf(first); start >= 0 && start <= end; start = bytes.indexOf(first, start + 1)) {
    if (startsWith(bytes, codes, start)) return start;
  }
  return -1;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const ZIP = [0x50, 0x4b, 0x03, 0x04] as const;
/** PDF readers accept the header anywhere in the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;
/**
 * A DOCX names its `word/` entries in the first local headers and in the central directory at the
 * end; looking only there bounds the cost of a crafted 20 MB file.
 */
const ZIP_NAME_WINDOW = 64 * 1024;
const isDocx = (bytes: Uint8Array) =>
  indexOfAscii(bytes.subarray(0, ZIP_NAME_WINDOW), 'word/') >= 0 || indexOfAscii(bytes.subarray(Math.max(0, bytes.length - ZIP_NAME_WINDOW)), 'word/') >= 0;

/**
 * The accepted type a file's bytes are (by signature, Decision 10), or null. A DOCX is a ZIP whose
 * entries live under `word/`; pass the whole file so both ends of a ZIP can be looked at.
 */
export function detectFileType(bytes: Uint8Array): AcceptedFileType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP)) return isDocx(bytes) ? 'docx' : null;
  if (indexOfAscii(bytes, '%PDF-', PDF_HEADER_WINDOW) >= 0) return 'pdf';
  return null;
}

export type UploadCheck =
  | { ok: true; fileType: AcceptedFileType; contentType: string }
  | { ok: false; code: 'unsupported_type' | 'too_large' | 'empty'; message: string };

/**
 * Checks one upload: by name and size when a record is created, and again by content once the
 * bytes are known. The content decides the type (a PNG named .jpg is a PNG).
 */
export function validateUpload(input: { fileName: string; fileSize: number; bytes?: Uint8Array }): UploadCheck {
  const byName = fileTypeFromName(input.fileName);
  if (!byName) return { ok: false, code: 'unsupported_type', message: uploadMessages.unsupportedType };
  if (!(input.fileSize > 0)) return { ok: false, code: 'empty', message: uploadMessages.empty };
  if (input.fileSize > MAX_UPLOAD_BYTES) return { ok: false, code: 'too_large', message: uploadMessages.tooLarge };
  if (!input.bytes) return { ok: true, fileType: byName, contentType: contentTypeFor(byName) };
  const byContent = detectFileType(input.bytes);
  if (!byContent) return { ok: false, code: 'unsupported_type', message: uploadMessages.contentNotSupported };
  return { ok: true, fileType: byContent, contentType: contentTypeFor(byContent) };
}

/** The bill & EOB dialog needs a file and a member (and a user); the message is the toast's description. */
export function validateUploadSelection(input: { hasBill: boolean; hasEob: boolean; familyMemberId: string | null | undefined; userId: string | null | undefined }): string | null {
  return (input.hasBill || input.hasEob) && input.familyMemberId && input.userId ? null : uploadMessages.missingBillOrEob;
}

/** The receipt dialog needs a file and a member (and a user). */
export function validateReceiptSelection(input: { hasFile: boolean; familyMemberId: string | null | undefined; userId: string | null | undefined }): string | null {
  return input.hasFile && input.familyMemberId && input.userId ? null : uploadMessages.missingReceipt;
}

/** The upload dialog's button label for the files chosen. */
export function uploadButtonLabel(hasBill: boolean, hasEob: boolean): 'Upload Both' | 'Upload Bill' | 'Upload EOB' | 'Upload' {
  if (hasBill && hasEob) return 'Upload Both';
  if (hasBill) return 'Upload Bill';
  if (hasEob) return 'Upload EOB';
  return 'Upload';
}
