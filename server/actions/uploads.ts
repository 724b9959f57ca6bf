/** /api/issue-reporter create.upload_url: records the upload and signs a PUT URL for it. */
import * as contract from '../../contract/actions/uploads.ts';
import { callerOf, handle } from '../context.ts';
import { uploads } from '../db/schema/index.ts';

export const uploadHandlers = [
  handle(contract.createUploadUrl, async (input, ctx) => {
    const caller = callerOf(ctx);
    // The signature allows exactly the size announced, so a bigger file is refused at the PUT.
    const maxBytes = input.size;
    const signed = ctx.objects.presignPut(input.purpose, input.content_type, maxBytes, ctx.now());
    await ctx.db.insert(uploads).values({ key: signed.key, user_id: caller.id, content_type: input.content_type, max_bytes: maxBytes });
    return { data: { ...signed, max_bytes: maxBytes } };
  }),
];
