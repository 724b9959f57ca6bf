/**
 * list, issue and revoke DEX integration keys (server/dex/integration.ts). The contract lets only
 * the company admin issue and revoke (a key reaches the whole company); another company's key is
 * 404. The audit keeps the key's name and prefix, never the key nor its hash.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/dex-integration-keys.ts';
import { DEX_KEY_MESSAGES } from '../../contract/actions/dex-integration-keys.ts';
import { callerOf, handle } from '../context.ts';
import { dexIntegrationKeys } from '../db/schema/index.ts';
import { dexKeyRows, issueDexKey } from '../dex/integration.ts';
import { conflict, notFound } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { dexIntegrationKeyLifecycle, dexKeyStatusOf } from '../../machines/records/dexIntegrationKey.ts';

export const dexIntegrationKeyHandlers = [
  handle(contract.listDexIntegrationKeys, async (_input, ctx) => {
    const rows = await dexKeyRows(ctx.db, callerOf(ctx).company_id);
    return { data: rows, total: rows.length };
  }),

  handle(contract.issueDexIntegrationKey, async (input, ctx) => {
    const caller = callerOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const { key, id } = await issueDexKey(tx, caller.company_id, input.name, caller.id, ctx.now());
      const [row] = await dexKeyRows(tx, caller.company_id, id);
      await audit(tx, caller, { action: contract.issueDexIntegrationKey.name, entity: 'dex_integration_key', entity_id: id, after: { name: row!.name, prefix: row!.prefix } });
      return { data: { key, integration_key: row! } };
    });
  }),

  handle(contract.revokeDexIntegrationKey, async (input, ctx) => {
    const caller = callerOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const K = dexIntegrationKeys;
      const [key] = await tx.select().from(K).where(and(eq(K.id, input.id), eq(K.company_id, caller.company_id))).for('update');
      if (!key) throw notFound('Integration key');
      if (!dexIntegrationKeyLifecycle.can(dexKeyStatusOf(key), 'key.revoke')) throw conflict(DEX_KEY_MESSAGES.alreadyRevoked);
      await tx.update(K).set({ revoked_at: ctx.now(), revoked_by: caller.id }).where(eq(K.id, key.id));
      await audit(tx, caller, { action: contract.revokeDexIntegrationKey.name, entity: 'dex_integration_key', entity_id: key.id, before: { name: key.name, prefix: key.prefix, revoked: false }, after: { revoked: true } });
      const [row] = await dexKeyRows(tx, caller.company_id, key.id);
      return { data: row! };
    });
  }),
];
