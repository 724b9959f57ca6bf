/**
 * What a stored image really is, read from its bytes: JPEG or PNG by the signature, and its
 * width and height from the PNG header (IHDR) or the JPEG frame header (SOFn). The browser's
 * checks are a courtesy; before a record points at an upload the server reads the file itself.
 */
import { imageOverLimit, type UploadPurpose } from '../../contract/actions/uploads.ts';

export type ImageKind = 'image/jpeg' | 'image/png';

export interface ImageFacts {
  type: ImageKind;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(body: Buffer): { width: number; height: number } | null {
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (body.length < 24 || body.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size: C0–CF except C4 (DHT), C8 (JPG) and CC (DAC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(body: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= body.length) {
    if (body[at] !== 0xff) return null;
    const marker = body[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) { at += 1; continue; }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    const length = body.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > body.length) return null;
      return { height: body.readUInt16BE(at + 5), width: body.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The image's type and size, or null when the bytes are not a readable JPEG or PNG. */
export function readImage(body: Buffer): ImageFacts | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const size = pngSize(body);
    return size && { type: 'image/png', ...size };
  }
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) {
    const size = jpegSize(body);
    return size && { type: 'image/jpeg', ...size };
  }
  return null;
}

export type ImageProblem = 'invalid' | 'tooLarge' | 'tooSmall';

/** Why a stored file cannot be an image for `purpose` (domain.md §5 "Image picker"), or null. */
export function imageProblem(body: Buffer, minSide: number, purpose: UploadPurpose): ImageProblem | null {
  if (imageOverLimit(purpose, body.length)) return 'tooLarge';
  const facts = readImage(body);
  if (!facts) return 'invalid';
  if (facts.width < minSide || facts.height < minSide) return 'tooSmall';
  return null;
}
