// @vitest-environment jsdom
/** The image picker's checks and compression target (domain.md §5, console.md §9). */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { validate } from 'superstruct';
import { UPLOAD_PURPOSES, createUploadUrl, type UploadPurpose } from '../../contract/actions/uploads.ts';
import { ImagePicker } from '../../src/ui/image/ImagePicker.tsx';
import { checkImageFile, checkImageSize, encodeToTarget, processImage, scaledSize, type PickedImage } from '../../src/ui/image/processImage.ts';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(cleanup);

const MB = 1024 * 1024;

describe('image checks', () => {
  it('takes jpg, jpeg and png only', () => {
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 100 }, 'product')).toBeNull();
    expect(checkImageFile({ name: 'a.JPEG', type: 'image/jpeg', size: 100 }, 'product')).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 100 }, 'product')).toBeNull();
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 100 }, 'product')).toBe('Invalid File');
    expect(checkImageFile({ name: 'a.png.exe', type: 'image/png', size: 100 }, 'product')).toBe('Invalid File');
  });

  it('must be under 2 MB, a feedback screenshot at most 2 MB', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB - 1 }, 'product')).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB }, 'product')).toBe('Size must not be greater than 2 MB');
    // console.md §5: a screenshot "larger than 2 MB is rejected"; one of exactly 2 MB is not.
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB }, 'feedback')).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB + 1 }, 'feedback')).toBe('Size must not be greater than 2 MB');
  });

  it('judges a size as the server does, for every purpose', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      for (const size of [2 * MB - 1, 2 * MB, 2 * MB + 1]) {
        const screen = checkImageFile({ name: 'a.png', type: 'image/png', size }, purpose);
        const [server] = validate({ purpose, content_type: 'image/png', size }, createUploadUrl.request);
        expect(screen === null, `${purpose} ${size}`).toBe(server === undefined);
        if (server) expect(server.message).toContain(screen);
      }
    }
  });

  it('must be at least 10×10 pixels', () => {
    expect(checkImageSize(10, 10)).toBeNull();
    expect(checkImageSize(9, 400)).toBe('Image must be at least 10x10 pixels');
  });

  it('scales the longest side to 500 px, never enlarging', () => {
    expect(scaledSize(2000, 1000)).toEqual({ width: 500, height: 250 });
    expect(scaledSize(600, 1200)).toEqual({ width: 250, height: 500 });
    expect(scaledSize(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it('lowers JPEG quality until the result is about 50 KB', async () => {
    const sizes: number[] = [];
    const blob = await encodeToTarget(async (q) => {
      sizes.push(q);
      return new Blob([new Uint8Array(Math.round(q * 100 * 1024))]);
    });
    expect(blob.size).toBeLessThanOrEqual(50 * 1024);
    expect(sizes).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]); // 0.5 gives exactly 50 KB
    const never = await encodeToTarget(async (q) => new Blob([new Uint8Array(60 * 1024 + Math.round(q * 10))]));
    expect(never.size).toBe(60 * 1024 + 2); // the smallest try when none fits
  });

  it('refuses a wrong file before reading it', async () => {
    await expect(processImage(new File(['x'], 'notes.txt', { type: 'text/plain' }), 'feedback')).rejects.toThrow('Invalid File');
  });
});

describe('ImagePicker', () => {
  function Picker({ process }: { process: (file: File, purpose: UploadPurpose) => Promise<PickedImage> }) {
    const [value, setValue] = useState<PickedImage | null>(null);
    return <ImagePicker label="Screenshot" purpose="feedback" value={value} onChange={setValue} process={process} />;
  }
  const input = () => screen.getByLabelText('Screenshot') as HTMLInputElement;

  it('shows the preview of an accepted image', async () => {
    render(<Picker process={async () => ({ blob: new Blob(['x']), previewUrl: 'blob:ok', width: 20, height: 20 })} />);
    fireEvent.change(input(), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByAltText('Screenshot preview')).toHaveProperty('src', 'blob:ok');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('shows the message of a rejected image and clears the choice', async () => {
    const process = vi.fn(async () => {
      throw new Error('Size must not be greater than 2 MB');
    });
    render(<Picker process={process} />);
    fireEvent.change(input(), { target: { files: [new File(['x'], 'big.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Size must not be greater than 2 MB'));
    expect(input().value).toBe('');
    expect(screen.queryByAltText('Screenshot preview')).toBeNull();
  });
});
