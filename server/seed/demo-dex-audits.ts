/** Demo DEX audits: a few machines' audits written by the project's own writer (server/dex/write.ts). */
import { importDexAudits } from '../dex/import.ts';
import { writeDex } from '../dex/write.ts';
import type { SeedContext } from './index.ts';

export async function seedDexAudits({ db, core }: SeedContext) {
  const readAt = new Date(Date.now() - 86_400_000);
  await db.transaction(async (tx) => {
    await importDexAudits(tx, {
      companyId: core.companyId, userId: null, fileName: 'demo-handheld.dex', source: 'seed', now: readAt,
      content: writeDex({ serial: 'DEMO-UNMATCHED-1', readAt, selections: [{ selection: '11', price: 20, vends: 12, value: 240 }] }),
    });
  });
}
