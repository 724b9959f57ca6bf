/** /api/issue-reporter create.feedback: stores the message with the screenshot the user uploaded. */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/issue-reporter.ts';
import { callerOf, handle } from '../context.ts';
import { firstRow } from '../db/first-row.ts';
import { feedback, uploads } from '../db/schema/index.ts';
import { invalidField } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';

export const issueReporterHandlers = [
  handle(contract.createFeedback, async (input, ctx) => {
    const caller = callerOf(ctx);
    const message = input.message.trim();
    if (input.screenshot) {
      // Only a file this user uploaded for feedback, and that actually arrived.
      const [upload] = await ctx.db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.key, input.screenshot), eq(uploads.user_id, caller.id)))
        .limit(1);
      if (!upload || !ctx.objects.exists(input.screenshot)) {
        throw invalidField('screenshot', 'The screenshot was not uploaded. Attach it again.');
      }
    }
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(feedback)
        .values({
          company_id: caller.company_id,
          user_id: caller.id,
          message,
          email: input.email?.trim() || caller.email,
          screenshot_key: input.screenshot ?? null,
          created_at: ctx.now(),
        })
        .returning();
      const created = firstRow(inserted, 'the inserted feedback');
      await audit(tx, caller, { action: 'create.feedback', entity: 'feedback', entity_id: created.id, after: created });
      return created;
    });
    return { data: { id: row.id, message: contract.FEEDBACK_THANKS } };
  }),
];
