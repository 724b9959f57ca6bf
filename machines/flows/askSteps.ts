/**
 * A palette command's arguments, asked one step after another (issue 56, like Raycast's
 * arguments): each answer is checked here before the next step, Backspace on an empty input
 * goes back a step (from the first, back to the command list), and the last answer finishes.
 * Pure: the palette renders the step and sends what was typed or chosen.
 */
import { assign, setup } from 'xstate';

/** What the machine needs of a step to check its answer (the options themselves stay in the palette). */
export interface AskRule {
  id: string;
  /** A choice among listed options, a number, or free text. */
  kind: 'choice' | 'number' | 'text';
  /** For numbers: the bounds, inclusive, and whether fractions are allowed. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** The step's own rule besides those (e.g. an amount's two decimals): why the answer is refused, or null. */
  check?: (value: string) => string | null;
}

export type AskAnswers = Readonly<Record<string, string>>;

export interface AskContext {
  steps: readonly AskRule[];
  index: number;
  answers: AskAnswers;
  /** Why the last answer was refused, shown under the input until the next one. */
  error: string | null;
}

export type AskEvent = { type: 'ask.answer'; value: string } | { type: 'ask.back' } | { type: 'ask.cancel' };

export const ASK_MESSAGES = {
  required: 'Type an answer, or Backspace to go back.',
  choose: 'Choose one of the options listed.',
  number: 'Enter a number.',
  whole: 'Enter a whole number.',
  atLeast: (min: number) => `Enter ${min} or more.`,
  atMost: (max: number) => `Enter ${max} or less.`,
} as const;

/** Why `value` does not answer `rule`, or null when it does. */
export function refusal(rule: AskRule, value: string): string | null {
  const text = value.trim();
  if (!text) return rule.kind === 'choice' ? ASK_MESSAGES.choose : ASK_MESSAGES.required;
  const own = rule.check?.(text);
  if (own) return own;
  if (rule.kind !== 'number') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return ASK_MESSAGES.number;
  if (rule.integer && !Number.isInteger(number)) return ASK_MESSAGES.whole;
  if (rule.min !== undefined && number < rule.min) return ASK_MESSAGES.atLeast(rule.min);
  if (rule.max !== undefined && number > rule.max) return ASK_MESSAGES.atMost(rule.max);
  return null;
}

const current = (context: AskContext) => context.steps[context.index];
const refused = (context: AskContext, value: string) => {
  const rule = current(context);
  return rule ? refusal(rule, value) : null;
};

export const askStepsMachine = setup({
  types: { context: {} as AskContext, events: {} as AskEvent, input: {} as { steps: readonly AskRule[] } },
  guards: {
    refused: ({ context, event }) => event.type === 'ask.answer' && refused(context, event.value) !== null,
    lastStep: ({ context }) => context.index >= context.steps.length - 1,
    firstStep: ({ context }) => context.index === 0,
    noSteps: ({ context }) => context.steps.length === 0,
  },
  actions: {
    refuse: assign({ error: ({ context, event }) => (event.type === 'ask.answer' ? refused(context, event.value) : null) }),
    record: assign({
      answers: ({ context, event }) => (event.type === 'ask.answer' ? { ...context.answers, [current(context)!.id]: event.value.trim() } : context.answers),
      error: null,
    }),
    next: assign({ index: ({ context }) => context.index + 1 }),
    previous: assign({
      index: ({ context }) => context.index - 1,
      // The step gone back to is asked again: its answer is forgotten (the palette offers it as the input).
      answers: ({ context }) => Object.fromEntries(Object.entries(context.answers).filter(([id]) => id !== context.steps[context.index - 1]?.id)),
      error: null,
    }),
  },
}).createMachine({
  id: 'askSteps',
  context: ({ input }) => ({ steps: input.steps, index: 0, answers: {}, error: null }),
  initial: 'asking',
  states: {
    asking: {
      always: { guard: 'noSteps', target: 'done' },
      on: {
        'ask.answer': [
          { guard: 'refused', actions: 'refuse' },
          { guard: 'lastStep', actions: 'record', target: 'done' },
          { actions: ['record', 'next'] },
        ],
        'ask.back': [{ guard: 'firstStep', target: 'cancelled' }, { actions: 'previous' }],
        'ask.cancel': 'cancelled',
      },
    },
    /** Every step answered: the palette runs the command with `answers`. */
    done: { type: 'final' },
    /** Backspace before the first step, or Escape: the palette lists the commands again, or closes. */
    cancelled: { type: 'final' },
  },
});
