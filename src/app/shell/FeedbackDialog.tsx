/** The top bar's feedback dialog (src/platform/feedback/), opened from the shell's state. */
import { FeedbackDialog as Dialog } from '../../platform/feedback/FeedbackDialog.tsx';
import { shellActions, useShellState } from './shell-state.ts';

export function FeedbackDialog() {
  const open = useShellState((s) => s.feedbackOpen);
  return <Dialog open={open} onClose={() => shellActions.setFeedbackOpen(false)} />;
}
