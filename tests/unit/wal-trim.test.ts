/** The api template's dump keeps every file but the WAL segments outside the needed range. */
import { expect, it } from 'vitest';
import { withoutSpareWal } from '../api/wal-trim.ts';

function entry(name: string, body: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  const data = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  data.write(body, 'latin1');
  return Buffer.concat([header, data]);
}

const names = (tar: Uint8Array) => {
  const found: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = Buffer.from(tar.subarray(at, at + 100)).toString('latin1').replace(/\0.*$/s, '');
    if (!name) break;
    found.push(name);
    const size = parseInt(Buffer.from(tar.subarray(at + 124, at + 136)).toString('latin1'), 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
};

it('drops the segments before the redo point and after the insert point, and nothing else', () => {
  const tar = Buffer.concat([
    entry('/PG_VERSION', '17\n'),
    entry('/pg_wal/000000010000000000000001', 'old'.repeat(300)),
    entry('/pg_wal/000000010000000000000002', 'redo'),
    entry('/pg_wal/000000010000000000000003', 'current'),
    entry('/pg_wal/000000010000000000000004', 'recycled'),
    entry('/pg_wal/archive_status/', ''),
    entry('/base/5/16384', 'rows'.repeat(200)),
    Buffer.alloc(1024),
  ]);
  const trimmed = withoutSpareWal(tar, { first: '000000010000000000000002', last: '000000010000000000000003' });
  expect(names(trimmed)).toEqual([
    '/PG_VERSION', '/pg_wal/000000010000000000000002', '/pg_wal/000000010000000000000003', '/pg_wal/archive_status/', '/base/5/16384',
  ]);
  expect(Buffer.from(trimmed).includes(Buffer.from('rows'.repeat(200)))).toBe(true);
  expect(trimmed.length % 512).toBe(0);
});
