/**
 * The add/edit advertisement form: name, screen type, the machines it plays on, and its video.
 * The video is checked when chosen (MP4 or WebM by its first bytes, not its name; at most
 * 50 MB), then PUT straight to the object store with a progress bar and Cancel; the ad is
 * saved only once the upload has finished, so a failed or cancelled upload leaves no half ad.
 */
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  ADVERTISEMENT_FIELD_RULES, ADVERTISEMENT_MESSAGES as M, AD_SCREEN_TYPES, AD_VIDEO_TYPES, AdvertisementDetail, adVideoTypeName,
  createAdvertisement, updateAdvertisement, type AdScreenType, type AdVideoType,
} from '../../../contract/actions/advertisements.ts';
import { uploadSizeError } from '../../../contract/actions/uploads.ts';
import { looksLike } from '../../../contract/file-signature.ts';
import { rules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { MachinePicker, type PickedMachines } from '../../platform/machines/MachinePicker.tsx';
import { paths } from '../../platform/paths.ts';
import { Button, Select, TextInput, toastError, toastSuccess, uploadWithProgress } from '../../ui/index.ts';

type Advertisement = Infer<typeof AdvertisementDetail>;

interface Values extends Record<string, unknown> {
  name: string;
  screen_type: string;
  video: File | null;
  machines: PickedMachines;
}

const SCREEN_OPTIONS = AD_SCREEN_TYPES.map((name) => ({ id: name, name }));
const ACCEPT = AD_VIDEO_TYPES.map((t) => t.id).join(',');

/** Why a chosen file cannot be an ad's video, or null: its type, its first bytes, its size. */
async function videoProblem(file: File): Promise<string | null> {
  const type = AD_VIDEO_TYPES.find((t) => t.id === file.type)?.id;
  if (!type) return M.videoTypeChosen;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!looksLike(type, head)) return M.videoNotVideo;
  return uploadSizeError(type, file.size, 'advertisement');
}

export function AdvertisementForm({ advertisement: record }: { advertisement?: Advertisement }) {
  const [, navigate] = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      screen_type: record?.screen_type ?? '',
      video: null,
      machines: new Map((record?.machines ?? []).map((m) => [m.id, m])),
    },
    rules: {
      fields: {
        ...ADVERTISEMENT_FIELD_RULES,
        screen_type: [rules.required('Please select screen type')],
        // A File has no own keys, so `rules.required` would call it empty.
        video: record?.video_key ? [] : [(value: unknown) => (value instanceof Blob ? null : M.videoRequired)],
      },
    },
    onSubmit: async (v) => {
      if (fileProblem) return;
      let video_key: string | undefined;
      if (v.video) {
        const controller = new AbortController();
        upload.current = controller;
        setProgress(0);
        try {
          video_key = await uploadWithProgress(v.video, 'advertisement', v.video.type as AdVideoType, { onProgress: setProgress, signal: controller.signal });
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') toastError(new Error(M.uploadCancelled));
          else toastError(new Error(`${M.uploadFailed}${error instanceof Error && error.message ? ` (${error.message})` : ''}`));
          return;
        } finally {
          upload.current = null;
          setProgress(null);
        }
      }
      const fields = { name: v.name.trim(), screen_type: v.screen_type as AdScreenType, vending_machine_ids: [...v.machines.keys()] };
      if (record) {
        await call(updateAdvertisement, { ...fields, id: record.id, version: record.version, ...(video_key ? { video_key } : {}) });
        toastSuccess(M.updated);
        form.leaveTo(paths.advertisement(record.id));
      } else {
        const created = await call(createAdvertisement, { ...fields, video_key: video_key! });
        toastSuccess(M.created);
        form.leaveTo(paths.advertisement(created.data.id));
      }
    },
  });
  const videoField = form.field('video');

  return (
    <div className="mx-auto max-w-5xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      {/* The machine table sits outside the <form>, so Enter in its search never submits the ad. */}
      <form id="advertisement-form" noValidate onSubmit={form.submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <Select label="Screen type" required options={SCREEN_OPTIONS} placeholder="Select screen type" {...form.field('screen_type')} />
        <div className="sm:col-span-2">
          <label className="block text-sm font-medium text-slate-700" htmlFor="ad-video">
            Video (MP4 or WebM, at most 50 MB){record?.video_key ? '' : ' *'}
          </label>
          {record?.video_type && (
            <p className="text-sm text-slate-600">Current video: {adVideoTypeName(record.video_type)}; choose a file to replace it.</p>
          )}
          <input
            id="ad-video"
            type="file"
            accept={ACCEPT}
            className="mt-1 block text-sm"
            aria-invalid={Boolean(fileProblem ?? videoField.error)}
            aria-describedby="ad-video-error"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              videoField.onChange(file);
              setFileProblem(null);
              if (file) void videoProblem(file).then(setFileProblem);
            }}
          />
          <p id="ad-video-error" className="text-sm text-red-700" role="alert">{fileProblem ?? videoField.error ?? ''}</p>
          {progress !== null && (
            <div className="mt-2 flex items-center gap-3">
              <progress className="h-2 w-64" max={1} value={progress} aria-label="Upload progress" />
              <span className="text-sm text-slate-700">{Math.round(progress * 100)} %</span>
              <Button type="button" variant="secondary" onClick={() => upload.current?.abort()}>Cancel upload</Button>
            </div>
          )}
        </div>
      </form>
      <MachinePicker label="Machines" picked={form.values.machines} onChange={(next) => form.setValues((v) => ({ ...v, machines: next }))} />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.advertisement(record.id) : paths.advertisements())}>
          Cancel
        </Button>
        <Button type="submit" form="advertisement-form" disabled={form.submitting}>
          {progress !== null ? 'Uploading...' : record ? 'Save changes' : 'Add advertisement'}
        </Button>
      </div>
    </div>
  );
}
