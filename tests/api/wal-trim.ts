/**
 * The seeded PGlite data dir is ~300 MB, 180 MB of it write-ahead log: eleven 16 MB segments the
 * seed wrote, which a checkpoint has made useless but PGlite keeps (recycled for reuse). Every
 * api file loads the dump, so the template leaves out the segments the data dir does not need:
 * those before the last checkpoint's redo point and the empty ones after the current insert point.
 */
import type { PGlite } from '@electric-sql/pglite';

/** Checkpoints, then answers the first and last WAL segment names the data dir still needs. */
export async function neededWal(pglite: PGlite): Promise<{ first: string; last: string }> {
  await pglite.query('CHECKPOINT');
  const { rows } = await pglite.query<{ first: string; last: string }>(
    'SELECT pg_walfile_name(redo_lsn) AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last FROM pg_control_checkpoint()',
  );
  return rows[0]!;
}

const BLOCK = 512;

/** The tar (PGlite's dumpDataDir, uncompressed) without the pg_wal segments outside first..last. */
export function withoutSpareWal(tar: Uint8Array, { first, last }: { first: string; last: string }): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = text(header, 0, 100);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || (segment >= first && segment <= last)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(kept);
}

const text = (bytes: Uint8Array, start: number, length: number) =>
  Buffer.from(bytes.subarray(start, start + length)).toString('latin1').replace(/\0.*$/s, '');
