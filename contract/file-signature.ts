/**
 * Whether an uploaded file's first bytes are those of the type it was declared as. The
 * declared type is what the object is served with later, so a page or a script uploaded
 * as "image/png" must be refused here rather than trusted by a browser. Pure (bytes in), so the
 * browser checks a chosen file the same way before it uploads.
 */

type Signature = (bytes: Uint8Array) => boolean;

const startsWith = (prefix: number[], at = 0): Signature => (bytes) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Every type an upload may declare (contract/actions/uploads.ts UPLOAD_LIMITS) needs an entry here. */
const SIGNATURES: Record<string, Signature> = {
  'image/jpeg': startsWith([0xff, 0xd8, 0xff]),
  'image/png': startsWith([0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]),
  // ISO base media: a box size, then "ftyp" at byte 4.
  'video/mp4': startsWith(ascii('ftyp'), 4),
  // Matroska/WebM: the EBML header.
  'video/webm': startsWith([0x1a, 0x45, 0xdf, 0xa3]),
};

/** True when the bytes look like `contentType`; a type without a known signature never does. */
export function looksLike(contentType: string, bytes: Uint8Array): boolean {
  const signature = SIGNATURES[contentType];
  return signature !== undefined && signature(bytes);
}

/** Images and videos may be shown inline; anything else is offered as a download. */
export const isInlineType = (contentType: string) => /^(image|video)\//.test(contentType);
