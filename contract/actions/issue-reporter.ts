/**
 * /issue-reporter (console.md §7 "Submit feedback"): the top bar's feedback form. The
 * screenshot is uploaded first (create.upload_url with purpose "feedback") and its key is
 * sent here; the spec leaves the exact payload open (docs/decisions.md). Visitors who are
 * not signed in send theirs from the sign-in screens with create.visitor_feedback: with the
 * email the spec asks of them, without a screenshot, and limited per client.
 */
import { integer, object, optional, pattern, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { FEEDBACK_MAX_CHARS } from '../constants.ts';
import { checked, data, email } from '../structs.ts';
import { rules } from '../validation.ts';

export const FEEDBACK_THANKS =
  'Thank you for contacting us. Your query has been received by the product team, we will contact you soon for the same.';
export const FEEDBACK_HINT = `Message should not be greater than ${FEEDBACK_MAX_CHARS} words`;
export const feedbackMessageRules = [rules.required(), rules.maxLength(FEEDBACK_MAX_CHARS)];
/** console.md §5: "email required when shown", which is only to visitors who are not signed in. */
export const visitorEmailRules = [rules.required(), rules.email()];
/** How much feedback the sign-in screens take (server/actions/issue-reporter.ts). */
/** domain.md §8: how error and feedback reports label a sender who is not signed in. */
export const GUEST_USER = 'Guest User';

export const VISITOR_FEEDBACK_PER_CLIENT = { limit: 5, windowMs: 60 * 60_000 };
export const VISITOR_FEEDBACK_ALL_CLIENTS = { limit: 100, windowMs: 60 * 60_000 };

const feedbackAnswer = data(object({ id: integer(), message: string() }));

export const createFeedback = defineAction({
  area: 'issue-reporter',
  name: 'create.feedback',
  kind: 'write',
  summary:
    'Stores feedback from the signed-in user: message (≤ 500 characters), optional screenshot (the key of a "feedback" upload they made) ' +
    "and optional reply email (default: the user's own).",
  status: 201,
  request: object({
    message: checked(size(string(), 0, 5000), ...feedbackMessageRules),
    screenshot: optional(pattern(string(), /^feedback\/[A-Za-z0-9_-]{16,64}$/)),
    email: optional(checked(size(string(), 0, 254), rules.email())),
  }),
  response: feedbackAnswer,
});

export const createVisitorFeedback = defineAction({
  area: 'issue-reporter',
  name: 'create.visitor_feedback',
  kind: 'write',
  access: 'public',
  summary:
    'Feedback from the sign-in screens, without a session: message (≤ 500 characters) and the email to answer (required). ' +
    `It is mailed to the product team. ${VISITOR_FEEDBACK_PER_CLIENT.limit} an hour per client address, ` +
    `${VISITOR_FEEDBACK_ALL_CLIENTS.limit} an hour from all visitors together; past either, 429.`,
  status: 201,
  request: object({
    message: checked(size(string(), 0, 5000), ...feedbackMessageRules),
    email: email(),
  }),
  response: feedbackAnswer,
});
