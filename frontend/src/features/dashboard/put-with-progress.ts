import type { UploadInstruction } from '@fairbill/shared';

/**
 * PUTs the file to the presigned URL with exactly the signed headers, reporting the share sent
 * (0..1). XMLHttpRequest because fetch cannot report upload progress.
 */
export function putWithProgress(upload: UploadInstruction, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new Error(`The file could not be stored (HTTP ${request.status}).`));
    };
    request.onerror = () => reject(new Error('The file could not be sent. Please check your connection and try again.'));
    request.send(file);
  });
}
