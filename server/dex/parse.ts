/**
 * EVA-DTS (DEX/UCS) audit parser. No maintained parser exists on npm (docs/decisions.md), so
 * this is ours. This file finds the audits of a file in one pass over its lines: the DXS/ST … SE/DXE
 * envelope where there is one, bare DEX blocks where there is none; parse-audit.ts reads each.
 * Lenient where real machines break the standard (line endings, blank lines, no SE, lines around
 * the audits: warnings), strict where the data would be wrong (not DEX, cut off before the totals:
 * refused with the line). Linear in the file's size: no search runs back over the lines.
 */
import { DEX_MESSAGES, MAX_DEX_FILE_BYTES, type DexAuditData, type DexParse, type DexWarning } from '../../contract/dex.ts';
import { readAudit, type Chunk, type Segment } from './parse-audit.ts';
import { text } from './parse-fields.ts';

/** A segment's tag: a letter, then up to three letters or digits (ST, ID1, CA17, DXS, LS). */
const TAG = /^[A-Z][A-Z0-9]{1,3}$/;

function segmentOf(raw: string, line: number): Segment | null {
  const trimmed = raw.trim();
  const star = trimmed.indexOf('*');
  const tag = star < 0 ? trimmed : trimmed.slice(0, star);
  if (!TAG.test(tag)) return null;
  return { tag, fields: star < 0 ? [] : trimmed.slice(star + 1).split('*'), line, raw };
}

class Refusal { constructor(readonly line: number | null, readonly reason: string) {} }

/** `now` bounds the machine's clock: a reading time after it is not believed. */
export function parseDex(content: string, now = new Date()): DexParse {
  if (content.length > MAX_DEX_FILE_BYTES) return { ok: false, line: null, reason: DEX_MESSAGES.tooLarge };
  const body = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  if (isBinary(body)) return { ok: false, line: null, reason: DEX_MESSAGES.binary };
  try {
    return { ok: true, audits: findAudits(body.split(/\r\n|\n|\r/), now) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, line: error.line, reason: error.reason };
    throw error;
  }
}

function findAudits(lines: string[], now: Date): DexAuditData[] {
  const chunks: Chunk[] = [];
  /** Lines outside any audit, with how many audits came before them (their warning goes to the next). */
  const skipped: { line: number; at: number }[] = [];
  let open: Chunk | null = null;
  let bare: Segment[] = [];
  let dxs: { id: string | null; line: number } | null = null;
  let firstNotDex: number | null = null;

  const closeOpen = () => {
    if (!open) return;
    const last = open.segments[open.segments.length - 1]!;
    // An audit without SE is read as far as it goes once it has its totals; before them it is cut off.
    if (!open.segments.some((s) => s.tag === 'VA1')) throw new Refusal(last.line, DEX_MESSAGES.cutOff);
    open.warnings.push({ line: last.line, message: DEX_MESSAGES.noSe(last.line) });
    chunks.push(open);
    open = null;
  };
  const closeBare = () => {
    if (bare.length === 0) return;
    if (bare.some((s) => s.tag === 'ID1' || s.tag === 'VA1')) {
      chunks.push({ segments: bare, envelope: false, communicationId: dxs?.id ?? null, firstLine: dxs?.line ?? bare[0]!.line, warnings: [{ line: bare[0]!.line, message: DEX_MESSAGES.noEnvelope }] });
    } else {
      for (const s of bare) skipped.push({ line: s.line, at: chunks.length });
    }
    bare = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const segment = segmentOf(raw, i + 1);
    if (!segment) {
      if (open) throw new Refusal(i + 1, DEX_MESSAGES.notDexLine(text(raw, 40) ?? ''));
      closeBare();
      firstNotDex ??= i + 1;
      skipped.push({ line: i + 1, at: chunks.length });
      continue;
    }
    switch (segment.tag) {
      case 'DXS':
        closeOpen(); closeBare();
        dxs = { id: text(segment.fields[0], 40), line: i + 1 };
        break;
      case 'DXE':
        closeOpen(); closeBare();
        dxs = null;
        break;
      case 'ST':
        closeOpen(); closeBare();
        open = { segments: [segment], envelope: true, communicationId: dxs?.id ?? null, firstLine: dxs?.line ?? i + 1, warnings: [] };
        break;
      case 'SE':
        if (open) { open.segments.push(segment); chunks.push(open); open = null; }
        else if (bare.length > 0) { bare.push(segment); closeBare(); }
        else skipped.push({ line: i + 1, at: chunks.length });
        break;
      default:
        if (open) open.segments.push(segment);
        else bare.push(segment);
    }
  }
  closeOpen();
  closeBare();
  if (chunks.length === 0) {
    if (lines.every((l) => l.trim() === '')) throw new Refusal(null, DEX_MESSAGES.empty);
    throw new Refusal(firstNotDex ?? 1, DEX_MESSAGES.notDex);
  }
  for (const range of ranges(skipped, lines)) chunks[Math.min(range.at, chunks.length - 1)]!.warnings.push(range.warning);
  return chunks.map((chunk) => readAudit(chunk, now));
}

/** Consecutive skipped lines (blank lines between them included) as one warning each. */
function ranges(skipped: { line: number; at: number }[], lines: string[]): { at: number; warning: DexWarning }[] {
  const out: { at: number; from: number; to: number }[] = [];
  for (const s of skipped) {
    const last = out[out.length - 1];
    // lines are 1-based: the ones strictly between last.to and s.line are lines[last.to .. s.line - 2].
    if (last && last.at === s.at && lines.slice(last.to, s.line - 1).every((l) => l.trim() === '')) last.to = s.line;
    else out.push({ at: s.at, from: s.line, to: s.line });
  }
  return out.map((r) => ({ at: r.at, warning: { line: r.from, message: DEX_MESSAGES.skipped(r.from, r.to) } }));
}

/** NUL and the other C0 controls besides tab, CR and LF do not occur in a text audit. */
function isBinary(content: string): boolean {
  for (let i = 0; i < content.length; i++) {
    const c = content.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}
