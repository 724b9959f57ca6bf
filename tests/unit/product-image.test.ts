/** server/objects/image-check.ts on real files and on bytes that only start like an image. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../contract/constants.ts';
import { imageProblem, readImage } from '../../server/objects/image-check.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

describe('readImage and imageProblem', () => {
  it('reads the type and size of real JPEG and PNG files', () => {
    expect(readImage(fixture('product-64x48.jpg'))).toEqual({ type: 'image/jpeg', width: 64, height: 48 });
    expect(readImage(fixture('product-8x8.png'))).toEqual({ type: 'image/png', width: 8, height: 8 });
    expect(imageProblem(fixture('product-40x30.png'), 10, 'product')).toBeNull();
    expect(imageProblem(fixture('product-8x8.png'), 10, 'product')).toBe('tooSmall');
  });

  it('refuses HTML named .png, WebP, a bare signature, a truncated JPEG, and 2 MB or more', () => {
    expect(imageProblem(fixture('html-as-image.png'), 10, 'product')).toBe('invalid');
    expect(imageProblem(fixture('product-20x20.webp'), 10, 'product')).toBe('invalid');
    expect(imageProblem(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 10, 'product')).toBe('invalid');
    const jpeg = fixture('product-64x48.jpg');
    expect(imageProblem(jpeg.subarray(0, 40), 10, 'product')).toBe('invalid');
    expect(imageProblem(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 10, 'product')).toBe('invalid');
    expect(imageProblem(Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES - jpeg.length)]), 10, 'product')).toBe('tooLarge');
  });
});
