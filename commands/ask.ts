/**
 * What a command asks before it runs (issue 56): its steps, in order, each a choice among
 * options or a typed number or text. The palette asks them (src/app/palette/AskSteps.tsx) with
 * the step machine (machines/flows/askSteps.ts) and runs the command with the answers.
 *
 *   ask: () => [{ id: 'coil', prompt: 'Which coil?', kind: 'choice', options: coils.map(…) }],
 *   run: (ctx, answers) => block(answers?.coil),
 */
import type { AskAnswers, AskRule } from '../machines/flows/askSteps.ts';

export type { AskAnswers };

export interface AskOption {
  /** What the answer holds (an id, a coil label). */
  value: string;
  label: string;
  /** A second line: the product in the coil, the partner's mobile. */
  detail?: string;
}

export interface AskStep extends AskRule {
  /** The question, shown above the input: "Which coil?". */
  prompt: string;
  /** A choice's options, or how to fetch them (asked when the step opens). */
  options?: readonly AskOption[] | (() => Promise<readonly AskOption[]>);
  /** What a typed step's input shows while empty. */
  placeholder?: string;
  /** What a typed step's input starts with (the amount declared, the units sent). */
  initial?: string;
}
