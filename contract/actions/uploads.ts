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

/**
 * Whether an image of `size` bytes is over the 2 MB cap (MAX_IMAGE_BYTES) for its purpose, asked
 * alike by the screen (the image picker) and the server (create.upload_url, the stored-image
 * check). A feedback screenshot "larger than 2 MB is rejected" (console.md §5), so one of exactly
 * 2 MB passes; the other pickers take images "under 2 MB" (domain.md §5), so there it does not.
 */
export function imageOverLimit(purpose: UploadPurpose, size: number): boolean {
  return purpose === 'feedback' ? size > MAX_IMAGE_BYTES : size >= MAX_IMAGE_BYTES;
}

export function uploadSizeError(contentType: UploadContentType, size: number, purpose: UploadPurpose): string | null {
  const limit = UPLOAD_LIMITS[contentType];
  if (limit === MAX_IMAGE_BYTES) return imageOverLimit(purpose, size) ? MESSAGES.imageTooLarge : null;
  return size <= limit ? null : `Size must not be greater than ${limit / (1024 * 1024)} MB`;
}

export const createUploadUrl = defineAction({
  area,
  name: 'create.upload_url',
  kind: 'write',
  summary:
    'A pre-signed URL to PUT one file of the given type and size (feedback screenshots ≤ 2 MB, other images < 2 MB, videos ≤ 50 MB), valid 15 minutes. ' +
    'Returns the object key to store with the record; the file is then served at /objects/{key}.',
  status: 201,
  request: refine(
    object({ purpose: enums(UPLOAD_PURPOSES), content_type: enums(UPLOAD_CONTENT_TYPES), size: whole(1) }),
    'rules',
    (value) => {
      const message = uploadSizeError(value.content_type, value.size, value.purpose);
      return message ? { path: ['size'], message } : true;
    },
  ),
  response: data(object({ key: string(), url: string(), expires_at: string(), max_bytes: integer() })),
});
