/**
 * Whether a key a record is about to name is a file that was really uploaded: recorded by
 * create.upload_url for the caller (so of their company), for the purpose the field takes, and
 * stored (its PUT arrived). A key typed by hand, someone else's or a never-finished upload is
 * refused on the field, so no record points at nothing or at another tenant's file.
 */
import { and, eq } from 'drizzle-orm';
import type { UploadPurpose } from '../../contract/actions/uploads.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';
import type { ObjectStore, StoredObject } from './store.ts';

export interface UploadField {
  purposes: readonly UploadPurpose[];
  /** The request field, for the 400. */
  path: string;
  /** What the 400 says. */
  missing: string;
}

/** The stored object behind `key`, or 400 on `field.path`. */
export async function uploadedObject(db: Db | Tx, caller: Caller, objects: ObjectStore, key: string, field: UploadField): Promise<StoredObject> {
  const purposeOk = field.purposes.some((purpose) => key.startsWith(`${purpose}/`));
  const [upload] = purposeOk
    ? await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.key, key), eq(uploads.user_id, caller.id)))
    : [];
  const stored = upload ? objects.get(key) : null;
  if (!stored) throw invalidField(field.path, field.missing);
  return stored;
}
