/**
 * Image checks and compression of the image picker (domain.md §5, console.md §9):
 * jpg/jpeg/png only ("Invalid File"), at least 10×10 px, under 2 MB (a feedback screenshot: at
 * most 2 MB; "Size must not be greater than 2 MB"); then scaled so the longest side is at most 500 px and encoded
 * as JPEG, lowering the quality until it is about 50 KB.
 */
import { imageOverLimit, type UploadPurpose } from '../../../contract/actions/uploads.ts';
import { IMAGE_MAX_SIDE_PX, IMAGE_TARGET_BYTES } from '../../../contract/constants.ts';
import { MESSAGES } from '../../../contract/validation.ts';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const MIN_IMAGE_SIDE_PX = 10;
export const IMAGE_MESSAGES = {
  invalidType: 'Invalid File',
  tooLarge: MESSAGES.imageTooLarge,
  tooSmall: `Image must be at least ${MIN_IMAGE_SIDE_PX}x${MIN_IMAGE_SIDE_PX} pixels`,
  unreadable: 'Invalid File',
} as const;

/** The checks that need only the file's name, type and size; the size as the server judges it for `purpose`. */
export function checkImageFile(file: { name: string; type: string; size: number }, purpose: UploadPurpose): string | null {
  const typeOk = ['image/jpeg', 'image/png'].includes(file.type) && /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return IMAGE_MESSAGES.invalidType;
  if (imageOverLimit(purpose, file.size)) return IMAGE_MESSAGES.tooLarge;
  return null;
}

export function checkImageSize(width: number, height: number): string | null {
  return width < MIN_IMAGE_SIDE_PX || height < MIN_IMAGE_SIDE_PX ? IMAGE_MESSAGES.tooSmall : null;
}

/** Width and height scaled so the longest side is at most `maxSide` (never enlarged). */
export function scaledSize(width: number, height: number, maxSide = IMAGE_MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** JPEG qualities tried in turn until one fits the target. */
export const QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2] as const;

/** Picks the best quality whose result fits `target`, else the smallest result. */
export async function encodeToTarget(encode: (quality: number) => Promise<Blob>, target = IMAGE_TARGET_BYTES): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const quality of QUALITY_STEPS) {
    const blob = await encode(quality);
    if (blob.size <= target) return blob;
    if (!smallest || blob.size < smallest.size) smallest = blob;
  }
  return smallest!;
}

export interface PickedImage {
  blob: Blob;
  /** An object URL for the preview; revoke it when done. */
  previewUrl: string;
  width: number;
  height: number;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_MESSAGES.unreadable));
    };
    image.src = url;
  });
}

/** Checks and compresses a chosen file; throws an Error whose message is the one to show. */
export async function processImage(file: File, purpose: UploadPurpose): Promise<PickedImage> {
  const problem = checkImageFile(file, purpose);
  if (problem) throw new Error(problem);
  const image = await loadImage(file);
  const small = checkImageSize(image.naturalWidth, image.naturalHeight);
  if (small) throw new Error(small);
  const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(IMAGE_MESSAGES.unreadable);
  // JPEG has no transparency: paint white under PNG alpha instead of black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const blob = await encodeToTarget(
    (quality) => new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(IMAGE_MESSAGES.unreadable))), 'image/jpeg', quality)),
  );
  return { blob, previewUrl: URL.createObjectURL(blob), width, height };
}
