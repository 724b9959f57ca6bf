/**
 * Uploads a file through `create.upload_url` and a PUT to the pre-signed URL; resolves
 * to the object key to store with the record (served at `/objects/{key}`).
 *
 *   const key = await uploadFile(picked.blob, 'feedback');
 */
import { createUploadUrl, type UploadContentType, type UploadPurpose } from '../../contract/actions/uploads.ts';
import type { ActionSpec } from '../../contract/action.ts';
import { ApiCallError, GENERIC_ERROR, call } from '../api/client.ts';

export async function uploadFile(file: Blob, purpose: UploadPurpose, contentType: UploadContentType = file.type as UploadContentType): Promise<string> {
  const { data } = await call(createUploadUrl, { purpose, content_type: contentType, size: file.size });
  const response = await fetch(data.url, { method: 'PUT', headers: { 'content-type': contentType }, body: file, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiCallError(createUploadUrl as unknown as ActionSpec, response.status, { message: body?.message ?? GENERIC_ERROR, code: body?.code ?? 'UPLOAD' });
  }
  return data.key;
}

export interface UploadProgress {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?(share: number): void;
  /** Aborting cancels the PUT; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * The same upload with progress and cancel, for large files (ad videos): XMLHttpRequest,
 * because fetch reports no upload progress. console.md §8 says the original only logged a
 * failed video upload; here it rejects, so the screen can say so and save nothing.
 */
export async function uploadWithProgress(file: Blob, purpose: UploadPurpose, contentType: UploadContentType, options: UploadProgress = {}): Promise<string> {
  const { data } = await call(createUploadUrl, { purpose, content_type: contentType, size: file.size });
  options.signal?.throwIfAborted();
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      done();
      if (request.status >= 200 && request.status < 300) return resolve();
      let body: { message?: string; code?: string } | null = null;
      try { body = JSON.parse(request.responseText) as { message?: string; code?: string }; } catch { /* not JSON: the generic message */ }
      reject(new ApiCallError(createUploadUrl as unknown as ActionSpec, request.status, { message: body?.message ?? GENERIC_ERROR, code: body?.code ?? 'UPLOAD' }));
    };
    request.onerror = () => { done(); reject(new ApiCallError(createUploadUrl as unknown as ActionSpec, 0, { message: GENERIC_ERROR, code: 'NETWORK' })); };
    request.onabort = () => { done(); reject(new DOMException('Upload cancelled', 'AbortError')); };
    request.open('PUT', data.url);
    request.setRequestHeader('content-type', contentType);
    request.withCredentials = true;
    request.send(file);
  });
  options.onProgress?.(1);
  return data.key;
}

export const objectUrl = (key: string) => `/objects/${key}`;
