/** Placeholder until the feedback form lands (issue-reporter call). */
export function FeedbackDialog() {
  return null;
}
