/** The platform as a record of the pipeline, with how many machines and restricted products it has. */
import { and, eq, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { PlatformRow } from '../../contract/actions/platforms.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { platforms } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

/** The company's platforms, deleted ones left out. */
export const platformScope = tenancy({ company: platforms.company_id, deletedAt: platforms.deleted_at });

export const platformColumns = {
  platform: platforms,
  // Written out: in a select list drizzle leaves columns unqualified, and "id" would be the link row's.
  machines: sql<number>`(select count(*) from platform_machines l where l.platform_id = "platforms"."id")::int`,
  restricted_products: sql<number>`(select count(*) from platform_restricted_products l where l.platform_id = "platforms"."id")::int`,
};

type Selected = { platform: typeof platforms.$inferSelect; machines: number; restricted_products: number };

export function toPlatformRow({ platform, machines, restricted_products }: Selected): Infer<typeof PlatformRow> {
  return {
    id: platform.id,
    name: platform.name,
    source_type: platform.source_type,
    machines: Number(machines),
    restricted_products: Number(restricted_products),
    created_at: iso(platform.created_at)!,
    updated_at: iso(platform.updated_at)!,
    version: platform.version,
  };
}

async function readPlatform(db: Db, caller: Caller, id: number) {
  const [row] = await db.select(platformColumns).from(platforms).where(and(eq(platforms.id, id), platformScope(caller)));
  if (!row) throw notFound('Platform');
  return toPlatformRow(row);
}

export const platformRecord = defineRecord({
  entity: 'platform',
  table: platforms,
  noun: 'Platform',
  scope: platformScope,
  read: readPlatform,
});
