/**
 * Pick an image (jpg/jpeg/png, ≥ 10×10, < 2 MB; a feedback screenshot ≤ 2 MB), compressed to a ≤ 500 px JPEG of about
 * 50 KB, with a preview. A rejected file shows its message and is cleared. Upload the
 * result with `uploadFile(picked.blob, purpose)` from src/ui/upload.ts when saving.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { UploadPurpose } from '../../../contract/actions/uploads.ts';
import { IMAGE_ACCEPT, processImage, type PickedImage } from './processImage.ts';

export interface ImagePickerProps {
  label: string;
  /** What the image is for: the size limit depends on it (contract/actions/uploads.ts `imageOverLimit`). */
  purpose: UploadPurpose;
  value: PickedImage | null;
  onChange(image: PickedImage | null): void;
  /** An already stored image to show when nothing new is picked (e.g. `/objects/{key}`). */
  currentUrl?: string | null;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** For tests and special cases: replaces the compression step. */
  process?: (file: File, purpose: UploadPurpose) => Promise<PickedImage>;
}

export function ImagePicker({ label, purpose, value, onChange, currentUrl, error, hint = 'JPG or PNG, under 2 MB', disabled, process = processImage }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = problem ?? error ?? null;

  // Free the preview's object URL when it is replaced or the picker goes away.
  useEffect(() => {
    const url = value?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [value]);

  /** Never rejects: a file that cannot be used shows its message. */
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const picked = await process(file, purpose);
      setProblem(null);
      onChange(picked);
    } catch (e) {
      setProblem((e as Error).message);
      onChange(null);
      if (input.current) input.current.value = '';
    } finally {
      setBusy(false);
    }
  }

  const preview = value?.previewUrl ?? currentUrl ?? null;
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className="flex items-center gap-4">
        <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {preview ? <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" /> : <span className="text-xs text-slate-600">No image</span>}
        </div>
        <div className="flex flex-col gap-2">
          <label className={`inline-flex w-fit cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 focus-within:ring-2 focus-within:ring-indigo-500 hover:bg-slate-50 ${disabled ? 'pointer-events-none opacity-60' : ''}`}>
            {busy ? 'Processing...' : 'Choose image'}
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={disabled || busy}
              aria-labelledby={`${id}-label`}
              aria-invalid={shown ? true : undefined}
              aria-describedby={`${id}-message`}
              className="sr-only"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          {value && (
            <button type="button" className="w-fit text-sm text-red-600 hover:underline" onClick={() => onChange(null)}>
              Remove
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-message`} role={shown ? 'alert' : undefined} className={`mt-1 text-sm ${shown ? 'text-red-600' : 'text-xs text-slate-500'}`}>
        {shown ?? hint}
      </p>
    </div>
  );
}
