/**
 * Feedback from the top bar (console.md §3, §5, §8): a message of at most 500 characters
 * and an optional screenshot (over 2 MB is refused with "Size must not be greater than
 * 2 MB" and cleared), then the spec's thank-you screen. The screenshot goes to the object
 * store through a pre-signed upload; create.feedback stores its key with the message.
 */
import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { createFeedback, FEEDBACK_HINT, FEEDBACK_THANKS, feedbackMessageRules } from '../../../contract/actions/issue-reporter.ts';
import { FEEDBACK_MAX_CHARS } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/form/inputs.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { ImagePicker } from '../../ui/image/ImagePicker.tsx';
import type { PickedImage } from '../../ui/image/processImage.ts';
import { uploadFile } from '../../ui/upload.ts';
import { shellActions, useShellState } from './shell-state.ts';

export function FeedbackDialog() {
  const open = useShellState((s) => s.feedbackOpen);
  const close = () => shellActions.setFeedbackOpen(false);
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          {/* Mounted only while open, so a closed form never holds the unsaved-changes guard. */}
          {open && <FeedbackForm onClose={close} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const [screenshot, setScreenshot] = useState<PickedImage | null>(null);
  const [thanked, setThanked] = useState(false);
  const form = useForm({
    initial: { message: '' },
    rules: { fields: { message: feedbackMessageRules } },
    onSubmit: async (values) => {
      const key = screenshot ? await uploadFile(screenshot.blob, 'feedback', 'image/jpeg') : undefined;
      await call(createFeedback, { message: values.message, ...(key ? { screenshot: key } : {}) });
      form.reset(values);
      setThanked(true);
    },
  });

  if (thanked) {
    return (
      <div className="text-center">
        <DialogTitle className="text-lg font-semibold text-slate-900">Feedback sent</DialogTitle>
        <p data-testid="feedback-thanks" className="mt-3 text-slate-700">
          {FEEDBACK_THANKS}
        </p>
        <Button className="mt-6" autoFocus onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={form.submit} noValidate>
      <DialogTitle className="text-lg font-semibold text-slate-900">Send feedback</DialogTitle>
      <p className="mt-1 text-sm text-slate-500">Tell the product team what works, what does not, or what you miss.</p>
      <div className="mt-4 space-y-4">
        <TextArea
          label="Message"
          required
          rows={5}
          hint={`${FEEDBACK_HINT} (${form.values.message.length}/${FEEDBACK_MAX_CHARS})`}
          {...form.field('message')}
        />
        <ImagePicker label="Screenshot (optional)" value={screenshot} onChange={setScreenshot} hint="JPG or PNG, under 2 MB" />
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
