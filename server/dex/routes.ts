/**
 * The machine-to-server DEX import, /dex/v1 (docs/dex-import.md): a handheld's upload software
 * or a telemetry provider posts audit files with an integration key (integration.ts) and gets
 * the answers import.dex_audit gives, per audit. The body is the file's text itself (any content
 * type but JSON; `?file_name=` names it), or JSON `{ file_name, content, vending_machine_id?,
 * unverified? }`, checked by import.dex_audit's own request struct. A user's session or a device
 * key is refused here, as an integration key is on /api.
 */
import { Hono, type Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { importDexAudit } from '../../contract/actions/dex-audits.ts';
import { DEX_KEY_MESSAGES, DEX_KEY_RATE_LIMIT, DEX_KEY_RATE_WINDOW_MS } from '../../contract/actions/dex-integration-keys.ts';
import { DEX_MESSAGES, MAX_DEX_FILE_BYTES } from '../../contract/dex.ts';
import type { Services } from '../context.ts';
import { vendingMachines } from '../db/schema/index.ts';
import { bodyBytes } from '../http/body.ts';
import { ApiError, invalidField, notFound } from '../http/errors.ts';
import { headerBearer, perKeyLimit } from '../http/machine-keys.ts';
import { answerRoute } from '../http/router.ts';
import { parseRequest } from '../http/validate.ts';
import { importDexFile } from './import.ts';
import { authenticateDexKey } from './integration.ts';

const tooLarge = () => new ApiError(413, DEX_MESSAGES.tooLarge);

function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, DEX_MESSAGES.binary);
  }
}

/** The request's fields as import.dex_audit takes them, from the query and the body. */
async function importFields(c: Context): Promise<Record<string, unknown>> {
  const json = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
  // JSON writes a CR LF as four characters: room for a whole file's worth of them.
  const text = utf8(await bodyBytes(c, json ? 2 * MAX_DEX_FILE_BYTES : MAX_DEX_FILE_BYTES, tooLarge));
  if (json) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'The request body must be JSON (or send the file itself, not as JSON).');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object.');
    return body as Record<string, unknown>;
  }
  const fileName = c.req.query('file_name');
  if (!fileName) throw invalidField('file_name', DEX_KEY_MESSAGES.fileNameRequired);
  const machine = c.req.query('vending_machine_id');
  const unverified = c.req.query('unverified');
  return {
    file_name: fileName,
    content: text,
    ...(machine === undefined ? {} : { vending_machine_id: /^\d{1,10}$/.test(machine) ? Number(machine) : machine }),
    ...(unverified === undefined ? {} : { unverified: unverified === 'true' || unverified === '1' }),
  };
}

export function dexRoutes(services: Services) {
  const app = new Hono();
  const limit = perKeyLimit(DEX_KEY_RATE_LIMIT, DEX_KEY_RATE_WINDOW_MS, DEX_KEY_MESSAGES.rateLimited);

  app.post('/v1/audits', (c) => answerRoute(c, 'dex import failed:', async () => {
    const now = services.now();
    const key = await authenticateDexKey(services.db, headerBearer(c), now);
    limit(c, key.keyId, now);
    const input = parseRequest(await importFields(c), importDexAudit.request);
    if (input.vending_machine_id !== undefined) {
      // The key reaches every machine of its company, and only those.
      const [machine] = await services.db.select({ id: vendingMachines.id }).from(vendingMachines)
        .where(and(eq(vendingMachines.id, input.vending_machine_id), eq(vendingMachines.company_id, key.companyId), isNull(vendingMachines.deleted_at)));
      if (!machine) throw notFound('Vending machine');
    }
    const audits = await importDexFile(services.db, { id: null, company_id: key.companyId }, {
      companyId: key.companyId, userId: null, fileName: input.file_name, content: input.content,
      machineId: input.vending_machine_id, unverified: input.unverified, source: 'integration', now,
    }, { integration_key_id: key.keyId, integration_key: key.name });
    return { audits };
  }, 201));

  app.all('*', (c) => c.json({ message: 'Unknown DEX request: use POST /dex/v1/audits.', code: 'NOT_FOUND' }, 404));
  return app;
}
