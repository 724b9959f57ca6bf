/**
 * /issue-reporter (console.md §7 "Submit feedback"): the top bar's feedback form. The
 * screenshot is uploaded first (create.upload_url with purpose "feedback") and its key is
 * sent here; the spec leaves the exact payload open (docs/decisions.md).
 */
import { integer, object, optional, pattern, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { FEEDBACK_MAX_CHARS } from '../constants.ts';
import { checked, data } from '../structs.ts';
import { rules } from '../validation.ts';

export const FEEDBACK_THANKS =
  'Thank you for contacting us. Your query has been received by the product team, we will contact you soon for the same.';
export const FEEDBACK_HINT = `Message should not be greater than ${FEEDBACK_MAX_CHARS} words`;
export const feedbackMessageRules = [rules.required(), rules.maxLength(FEEDBACK_MAX_CHARS)];

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
  response: data(object({ id: integer(), message: string() })),
});
