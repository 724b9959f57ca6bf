/**
 * /api/issue-reporter create.feedback: stores the message with the screenshot the user
 * uploaded. create.visitor_feedback: mails a visitor's message to the product team (a
 * visitor belongs to no company, so it has no place in the feedback table), a few an hour
 * per client address and a ceiling for all visitors, so the sign-in screens cannot be used
 * to fill the outbox.
 */
import { and, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/issue-reporter.ts';
import { callerOf, handle } from '../context.ts';
import { firstRow } from '../db/first-row.ts';
import { feedback, uploads } from '../db/schema/index.ts';
import { ApiError, invalidField } from '../http/errors.ts';
import { fixedWindowLimiter } from '../http/rate-limit.ts';
import { audit } from '../kit/audit.ts';

const perClient = fixedWindowLimiter(contract.VISITOR_FEEDBACK_PER_CLIENT.limit, contract.VISITOR_FEEDBACK_PER_CLIENT.windowMs);
const allClients = fixedWindowLimiter(contract.VISITOR_FEEDBACK_ALL_CLIENTS.limit, contract.VISITOR_FEEDBACK_ALL_CLIENTS.windowMs);

function minutes(ms: number) {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
}

export const issueReporterHandlers = [
  handle(contract.createVisitorFeedback, async (input, ctx) => {
    const now = ctx.now();
    const clientWait = perClient.take(ctx.client, now);
    if (clientWait) throw new ApiError(429, `You have sent a lot of feedback. Try again in ${minutes(clientWait)}.`);
    const everyoneWait = allClients.take('all visitors', now);
    if (everyoneWait) throw new ApiError(429, `Feedback is busy. Try again in ${minutes(everyoneWait)}.`);
    const email = input.email.trim();
    const id = await ctx.mail.queue(ctx.db, {
      to: ctx.config.feedbackEmail,
      subject: `Feedback from ${contract.GUEST_USER} (sign-in screen)`,
      body: `From: ${contract.GUEST_USER} <${email}>\n\n${input.message.trim()}\n`,
    });
    await ctx.mail.flush(ctx.db);
    return { data: { id, message: contract.FEEDBACK_THANKS } };
  }),

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
