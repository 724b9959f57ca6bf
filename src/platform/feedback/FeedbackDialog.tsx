/**
 * Feedback (console.md §3, §5, §8): a message of at most 500 characters, then the spec's
 * thank-you screen. Signed in, from the top bar: an optional screenshot (over 2 MB is refused
 * with "Size must not be greater than 2 MB" and cleared), uploaded to the object store through
 * a pre-signed URL; create.feedback stores its key with the message. Signed out, from the
 * sign-in screens: the email to answer is required and there is no screenshot, since uploads
 * need a session (create.visitor_feedback).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import {
  createFeedback,
  createVisitorFeedback,
  FEEDBACK_HINT,
  FEEDBACK_THANKS,
  feedbackMessageRules,
  visitorEmailRules,
} from '../../../contract/actions/issue-reporter.ts';
import { FEEDBACK_MAX_CHARS } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea, TextInput } from '../../ui/form/inputs.tsx';
import { ImagePicker } from '../../ui/image/ImagePicker.tsx';
import type { PickedImage } from '../../ui/image/processImage.ts';
import { uploadFile } from '../../ui/upload.ts';
import { useForm, type FormApi } from '../form/useForm.ts';

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** Not signed in: asks for the email to answer, offers no screenshot. */
  visitor?: boolean;
}

export function FeedbackDialog({ open, onClose, visitor = false }: FeedbackDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          {/* Mounted only while open, so a closed form never holds the unsaved-changes guard. */}
          {open && (visitor ? <VisitorFeedbackForm onClose={onClose} /> : <FeedbackForm onClose={onClose} />)}
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
  if (thanked) return <Thanks onClose={onClose} />;
  return (
    <FeedbackFrame onClose={onClose} submit={form.submit} submitting={form.submitting}>
      <MessageField {...form.field('message')} length={form.values.message.length} />
      <ImagePicker label="Screenshot (optional)" purpose="feedback" value={screenshot} onChange={setScreenshot} hint="JPG or PNG, up to 2 MB" />
    </FeedbackFrame>
  );
}

function VisitorFeedbackForm({ onClose }: { onClose: () => void }) {
  const [thanked, setThanked] = useState(false);
  const form = useForm({
    initial: { message: '', email: '' },
    rules: { fields: { message: feedbackMessageRules, email: visitorEmailRules } },
    // The sign-in screens hold no other work to lose.
    guard: false,
    onSubmit: async (values) => {
      await call(createVisitorFeedback, { message: values.message, email: values.email.trim() });
      setThanked(true);
    },
  });
  if (thanked) return <Thanks onClose={onClose} />;
  return (
    <FeedbackFrame onClose={onClose} submit={form.submit} submitting={form.submitting}>
      <TextInput label="Your email" type="email" autoComplete="email" required {...form.field('email')} />
      <MessageField {...form.field('message')} length={form.values.message.length} />
    </FeedbackFrame>
  );
}

type MessageFieldProps = ReturnType<FormApi<{ message: string }>['field']> & { length: number };

function MessageField({ length, ...field }: MessageFieldProps) {
  return <TextArea label="Message" required rows={5} hint={`${FEEDBACK_HINT} (${length}/${FEEDBACK_MAX_CHARS})`} {...field} />;
}

function FeedbackFrame({ onClose, submit, submitting, children }: { onClose: () => void; submit: (event: FormEvent) => void; submitting: boolean; children: ReactNode }) {
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle className="text-lg font-semibold text-slate-900">Send feedback</DialogTitle>
      <p className="mt-1 text-sm text-slate-500">Tell the product team what works, what does not, or what you miss.</p>
      <div className="mt-4 space-y-4">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

function Thanks({ onClose }: { onClose: () => void }) {
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
