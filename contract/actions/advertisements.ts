/**
 * /api/advertisement-management: advertisements (console.md §2 "Advertisements", domain.md §3
 * "Advertisement", §4 status and actions, §9 ad screen types). An ad is a video uploaded to the
 * object store by a pre-signed PUT (create.upload_url, purpose "advertisement"), shown on a
 * screen type of its linked machines. Scoped to the caller's company; every change carries the
 * version it read and writes an audit row.
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { STATUS_UPDATED } from '../constants.ts';
import { OFFER_STATUSES } from '../statuses.ts';
import { boundedArray, checked, data, dbId, empty, id, list, listFields, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'advertisement-management' as const;

/** domain.md §9 "Ad screen types": where on the machine's screen the video plays. */
export const AD_SCREEN_TYPES = ['Idle', 'Dispense', 'External'] as const;
export type AdScreenType = (typeof AD_SCREEN_TYPES)[number];

/** The video types an ad may be (the object store checks the first bytes against the type). */
export const AD_VIDEO_TYPES = [
  { id: 'video/mp4', name: 'MP4' },
  { id: 'video/webm', name: 'WebM' },
] as const;
export type AdVideoType = (typeof AD_VIDEO_TYPES)[number]['id'];
export const adVideoTypeName = (type: string) => AD_VIDEO_TYPES.find((t) => t.id === type)?.name ?? type;

/** domain.md §4: an advertisement's status is the "advertisement or offer status" catalogue. */
export const AD_STATUSES = OFFER_STATUSES;
export const AD_STATUS = { active: 1, paused: 2, suspended: 3, expired: 4 } as const;

/** The most machines one request may link (the rest in a second save). */
export const AD_MAX_MACHINES = 500;

export const ADVERTISEMENT_MESSAGES = {
  created: 'Advertisement created successfully',
  updated: 'Advertisement updated successfully',
  deleted: 'Advertisement deleted successfully',
  statusUpdated: STATUS_UPDATED,
  videoRequired: 'Please upload a video',
  videoMissing: 'The video was not uploaded: upload it again.',
  videoNotVideo: 'The uploaded file is not an MP4 or WebM video.',
  videoTypeChosen: 'Please choose an MP4 or WebM video.',
  uploadFailed: 'The video could not be uploaded, and no advertisement was saved. Check the connection and try again.',
  uploadCancelled: 'Upload cancelled: no advertisement was saved.',
  machineUnknown: 'A chosen machine is not one of yours.',
} as const;

/** The rules of each field, run by the form and (through the request structs) by the server. */
export const ADVERTISEMENT_FIELD_RULES = {
  name: [rules.required('Please enter name'), rules.maxLength(255)],
} satisfies Record<string, readonly Rule[]>;

const LinkedMachine = object({ id: number(), name: string(), code: string() });

export const AdvertisementRow = object({
  id: number(),
  name: string(),
  screen_type: string(),
  /** The stored video's content type (video/mp4 or video/webm); null before a video is uploaded. */
  video_type: nullable(string()),
  video_key: nullable(string()),
  video_size: nullable(number()),
  status: number(),
  status_name: string(),
  machine_count: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const AdvertisementDetail = object({
  ...AdvertisementRow.schema,
  machines: boundedArray(LinkedMachine, AD_MAX_MACHINES),
});

export const ADVERTISEMENT_SORT_KEYS = ['name', 'screen_type', 'status', 'created_at', 'updated_at'] as const;

export const listAdvertisements = defineAction({
  area,
  name: 'list.advertisements',
  kind: 'read',
  summary: "The caller's company's advertisements (page size 20); search matches the name; filters by status and screen type.",
  permissions: ['PERM_VIEW_ADVERTISEMENT'],
  request: object({
    ...listFields(ADVERTISEMENT_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums([1, 2, 3, 4]), 4)),
    screen_type: optional(boundedArray(enums(AD_SCREEN_TYPES), 3)),
  }),
  response: list(AdvertisementRow),
});

export const getAdvertisement = defineAction({
  area,
  name: 'get.advertisement',
  kind: 'read',
  summary: 'One advertisement the caller may see, with its linked machines (404 otherwise).',
  permissions: ['PERM_VIEW_ADVERTISEMENT'],
  request: object({ id: id() }),
  response: data(AdvertisementDetail),
});

const fields = {
  name: checked(string(), ...ADVERTISEMENT_FIELD_RULES.name),
  screen_type: enums(AD_SCREEN_TYPES),
  vending_machine_ids: boundedArray(dbId(), AD_MAX_MACHINES),
};

export const createAdvertisement = defineAction({
  area,
  name: 'create.advertisement',
  kind: 'write',
  summary:
    'Adds an Active advertisement whose video was already PUT to the object store (video_key from create.upload_url); ' +
    'the stored object must exist and be an MP4 or WebM video by its first bytes. Links the given machines.',
  permissions: ['PERM_ADD_ADVERTISEMENT'],
  status: 201,
  request: object({ ...fields, video_key: string() }),
  response: data(AdvertisementDetail),
});

export const updateAdvertisement = defineAction({
  area,
  name: 'update.advertisement',
  kind: 'write',
  summary: "Replaces an advertisement's name, screen type and machines, and its video when a new video_key is given (stale version → 409).",
  permissions: ['PERM_UPDATE_ADVERTISEMENT'],
  request: object({ id: id(), version: version(), ...fields, video_key: optional(string()) }),
  response: data(AdvertisementDetail),
});

export const deleteAdvertisement = defineAction({
  area,
  name: 'delete.advertisement',
  kind: 'write',
  summary: 'Removes an advertisement (kept for history, no longer listed).',
  permissions: ['PERM_DELETE_ADVERTISEMENT'],
  request: object({ id: id(), version: version() }),
  response: empty,
});

export const AD_STATUS_ACTIONS = ['RESUME', 'PAUSE', 'SUSPEND', 'EXPIRE'] as const;
export type AdStatusAction = (typeof AD_STATUS_ACTIONS)[number];

export const changeAdvertisementStatus = defineAction({
  area,
  name: 'change_status.advertisement',
  kind: 'write',
  summary: 'Resume, Pause, Suspend or Expire an advertisement, as its lifecycle allows (machines/records/advertisement.ts; 409 otherwise).',
  permissions: ['PERM_UPDATE_ADVERTISEMENT'],
  request: object({ id: id(), version: version(), status_action: enums(AD_STATUS_ACTIONS) }),
  response: data(AdvertisementDetail),
});

export const adStatusName = (status: number) => AD_STATUSES.find((s) => s.id === status)?.name ?? String(status);
