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

/** console.md §8: "A failed video upload is logged and returns no result." */
export async function uploadVideo(file: Blob, purpose: UploadPurpose = 'advertisement'): Promise<string | null> {
  try {
    return await uploadFile(file, purpose);
  } catch (error) {
    console.error('video upload failed', error);
    return null;
  }
}

export const objectUrl = (key: string) => `/objects/${key}`;
