/**
 * Uploads through pre-signed PUT URLs (DESIGN.md "Data and scale"): ask for a URL with
 * the file's type and size, then PUT the file there. Images are capped at 2 MB (the
 * spec's limit), ad videos at 50 MB.
 */
import { enums, integer, object, refine, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { data, whole } from '../structs.ts';
import { MESSAGES } from '../validation.ts';

const area = 'issue-reporter' as const;

/** What the file is for; also the first part of its object key. */
export const UPLOAD_PURPOSES = ['feedback', 'user', 'product', 'store-manager', 'advertisement', 'offer'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const UPLOAD_LIMITS = {
  'image/jpeg': MAX_IMAGE_BYTES,
  'image/png': MAX_IMAGE_BYTES,
  'video/mp4': MAX_VIDEO_BYTES,
  'video/webm': MAX_VIDEO_BYTES,
} as const;
export type UploadContentType = keyof typeof UPLOAD_LIMITS;
export const UPLOAD_CONTENT_TYPES = Object.keys(UPLOAD_LIMITS) as [UploadContentType, ...UploadContentType[]];

export function uploadSizeError(contentType: UploadContentType, size: number): string | null {
  const limit = UPLOAD_LIMITS[contentType];
  if (size <= limit) return null;
  return limit === MAX_IMAGE_BYTES ? MESSAGES.imageTooLarge : `Size must not be greater than ${limit / (1024 * 1024)} MB`;
}

export const createUploadUrl = defineAction({
  area,
  name: 'create.upload_url',
  kind: 'write',
  summary:
    'A pre-signed URL to PUT one file of the given type and size (images ≤ 2 MB, videos ≤ 50 MB), valid 15 minutes. ' +
    'Returns the object key to store with the record; the file is then served at /objects/{key}.',
  status: 201,
  request: refine(
    object({ purpose: enums(UPLOAD_PURPOSES), content_type: enums(UPLOAD_CONTENT_TYPES), size: whole(1) }),
    'rules',
    (value) => {
      const message = uploadSizeError(value.content_type, value.size);
      return message ? { path: ['size'], message } : true;
    },
  ),
  response: data(object({ key: string(), url: string(), expires_at: string(), max_bytes: integer() })),
});
