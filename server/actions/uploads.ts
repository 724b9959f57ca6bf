/** /api/issue-reporter create.upload_url: records the upload, audits it and signs a PUT URL for it. */
import * as contract from '../../contract/actions/uploads.ts';
import { callerOf, handle } from '../context.ts';
import { firstRow } from '../db/first-row.ts';
import { uploads } from '../db/schema/index.ts';
import { audit } from '../kit/audit.ts';

export const uploadHandlers = [
  handle(contract.createUploadUrl, async (input, ctx) => {
    const caller = callerOf(ctx);
    // The signature allows exactly the size announced, so a bigger file is refused at the PUT.
    const maxBytes = input.size;
    const signed = ctx.objects.presignPut(input.purpose, input.content_type, maxBytes, ctx.now());
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(uploads)
        .values({ key: signed.key, user_id: caller.id, content_type: input.content_type, max_bytes: maxBytes })
        .returning({ id: uploads.id });
      // The key, not the signed URL: the URL would let whoever reads the history write the object.
      await audit(tx, caller, {
        action: contract.createUploadUrl.name,
        entity: 'upload',
        entity_id: firstRow(inserted, 'the recorded upload').id,
        after: { key: signed.key, purpose: input.purpose, content_type: input.content_type, max_bytes: maxBytes },
      });
    });
    return { data: { ...signed, max_bytes: maxBytes } };
  }),
];
