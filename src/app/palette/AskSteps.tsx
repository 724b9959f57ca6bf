/**
 * The palette asking a command's arguments (issue 56, like Raycast's): one step at a time in
 * the palette's own input, options listed and filtered like commands, typed numbers and text
 * checked by the step machine (machines/flows/askSteps.ts). Enter answers (the last answer
 * runs the command), Backspace on an empty input goes back a step, Escape closes the palette.
 */
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Command as Cmdk } from 'cmdk';
import type { AskOption, AskStep } from '../../../commands/ask.ts';
import type { AskAnswers } from '../../../machines/flows/askSteps.ts';
import { askStepsMachine, refusal } from '../../../machines/flows/askSteps.ts';

interface AskStepsProps {
  title: string;
  steps: readonly AskStep[];
  onDone(answers: AskAnswers): void;
  /** Backspace before the first step: the palette lists the commands again. */
  onBack(): void;
}

export function AskSteps({ title, steps, onDone, onBack }: AskStepsProps) {
  const [snapshot, send] = useMachine(askStepsMachine, { input: { steps } });
  const { index, answers, error } = snapshot.context;
  const [input, setInput] = useState(steps[0]?.initial ?? '');
  // The labels of the options chosen, for the trail of answers above the input.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const step = steps[index];

  useEffect(() => {
    if (snapshot.value === 'done') onDone(snapshot.context.answers);
    if (snapshot.value === 'cancelled') onBack();
  }, [snapshot.value]); // eslint-disable-line react-hooks/exhaustive-deps

  const options = useOptions(step);
  const answer = (value: string, label?: string) => {
    if (step && label) setChosen((labels) => ({ ...labels, [step.id]: label }));
    send({ type: 'ask.answer', value });
    // The next step's own start; a refused answer stays to be corrected.
    if (step && !refusal(step, value)) setInput(steps[index + 1]?.initial ?? '');
  };
  const back = () => {
    // The step gone back to shows its typed answer again, to be corrected rather than retyped.
    const previous = steps[index - 1];
    setInput(previous && previous.kind !== 'choice' ? (answers[previous.id] ?? '') : '');
    send({ type: 'ask.back' });
  };

  if (!step) return null;
  const choosing = step.kind === 'choice';
  const trail = steps.slice(0, index).map((s) => chosen[s.id] ?? answers[s.id] ?? '');
  return (
    <Cmdk label={`${title}: ${step.prompt}`} loop vimBindings={false} shouldFilter={choosing}>
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-100 px-4 pt-3 text-xs text-slate-500">
        <span className="rounded bg-indigo-50 px-1.5 py-0.5 font-medium text-indigo-800">{title}</span>
        {trail.map((label, at) => (
          <span key={at} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{label}</span>
        ))}
        <span className="py-0.5">{step.prompt}</span>
      </div>
      <Cmdk.Input
        autoFocus
        value={input}
        onValueChange={setInput}
        placeholder={step.placeholder ?? step.prompt}
        aria-label={step.prompt}
        inputMode={step.kind === 'number' ? 'decimal' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' && input === '') {
            event.preventDefault();
            back();
          } else if (event.key === 'Enter' && !choosing) {
            event.preventDefault();
            answer(input);
          }
        }}
        className="w-full border-b border-slate-200 px-4 py-3 text-base text-slate-900 outline-none placeholder:text-slate-400"
      />
      {error && <p role="alert" className="px-4 pt-2 text-sm text-red-600">{error}</p>}
      <Cmdk.List className="max-h-[60vh] overflow-y-auto p-2 [&>[cmdk-list-sizer]]:contents">
        {choosing && options === null && <div className="px-3 py-2 text-sm text-slate-500">Loading...</div>}
        {choosing && options !== null && <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-500">No matches</Cmdk.Empty>}
        {choosing &&
          options?.map((option) => (
            <Cmdk.Item
              key={option.value}
              value={option.value}
              keywords={[option.label, option.detail ?? '']}
              onSelect={() => answer(option.value, option.label)}
              className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900"
            >
              <span className="truncate">{option.label}</span>
              {option.detail && <span className="truncate text-xs text-slate-500">{option.detail}</span>}
            </Cmdk.Item>
          ))}
      </Cmdk.List>
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-500">
        <span>Enter {index === steps.length - 1 ? 'run' : 'next'}</span>
        <span>Backspace back</span>
        <span>Esc close</span>
        <span>
          Step {index + 1} of {steps.length}
        </span>
      </div>
    </Cmdk>
  );
}

/** The step's options: given, or fetched when the step opens (null while they load). */
function useOptions(step: AskStep | undefined): readonly AskOption[] | null {
  const given = step?.options;
  const [fetched, setFetched] = useState<{ step: AskStep; options: readonly AskOption[] } | null>(null);
  useEffect(() => {
    if (!step || typeof given !== 'function') return;
    let live = true;
    given().then(
      (options) => live && setFetched({ step, options }),
      () => live && setFetched({ step, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [step, given]);
  if (typeof given !== 'function') return given ?? [];
  return fetched && fetched.step === step ? fetched.options : null;
}
