/**
 * Form state over the shared validator (contract/validation.ts): rules run on submit and
 * then live on every change (optionally also on blur per field); submit is blocked while
 * any error exists; messages are de-duplicated in `errorList`; array-of-object fields
 * get per-row rules (errors keyed `items.0.qty`); the server's 400 field errors land
 * on the same keys. While dirty, leaving the page asks to stay or leave (useDirtyGuard);
 * after a save, `form.leaveTo(path)` clears the guard and then navigates.
 *
 *   const form = useForm({ initial: { email: '' }, rules: { fields: { email: [rules.required(), rules.email()] } }, onSubmit });
 *   <form onSubmit={form.submit}><TextInput label="Email" {...form.field('email')} /></form>
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { uniqueMessages, validateValues, type FormRules } from '../../../contract/validation.ts';
import { ApiCallError } from '../../api/client.ts';
import { useDirtyGuard } from '../navigation/useDirtyGuard.ts';
import { toastError } from '../../ui/toast.ts';

export interface UseFormOptions<V extends Record<string, unknown>> {
  initial: V;
  /** The rules, or a function of the values for rules that depend on other fields. */
  rules?: FormRules | ((values: V) => FormRules);
  /** Also check a field when it loses focus (before the first submit). */
  validateOnBlur?: boolean;
  /**
   * Ask before leaving while dirty (default). False on the signed-out screens: the Leave
   * dialog belongs to the signed-in frame, and a half-typed sign-in is nothing to keep.
   */
  guard?: boolean;
  /** Called with valid values. Errors thrown here become field errors or a toast. */
  onSubmit(values: V): Promise<void> | void;
}

export interface FormApi<V extends Record<string, unknown>> {
  values: V;
  /** Visible errors by field key. */
  errors: Record<string, string>;
  /** Visible messages, each once. */
  errorList: string[];
  isDirty: boolean;
  submitting: boolean;
  set<K extends keyof V>(key: K, value: V[K]): void;
  setValues(update: (values: V) => V): void;
  /** Props for an input bound to a field. */
  field<K extends keyof V & string>(key: K): { name: K; value: V[K]; onChange(value: V[K]): void; onBlur(): void; error: string | null };
  /** The visible error of one cell of an array field. */
  rowError(field: keyof V & string, index: number, column: string): string | null;
  /** A form's onSubmit: returns nothing, since onSubmit's failures end as field errors or a toast. */
  submit(event?: FormEvent): void;
  /** New baseline (after loading a record or saving): clears errors and dirtiness. */
  reset(values?: V): void;
  /** After a successful save: the current values become the baseline, then navigate. */
  leaveTo(path: string): void;
}

export function useForm<V extends Record<string, unknown>>(options: UseFormOptions<V>): FormApi<V> {
  const [baseline, setBaseline] = useState(options.initial);
  const [values, setValuesState] = useState(options.initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const allErrors = useMemo(() => validateValues(values, rulesFor(options.rules, values)), [values, options.rules]);
  const errors = useMemo(() => {
    const visible: Record<string, string> = {};
    for (const [key, message] of Object.entries(allErrors)) {
      const field = key.split('.')[0];
      if (submitted || touched.has(field) || touched.has(key)) visible[key] = message;
    }
    return { ...serverErrors, ...visible };
  }, [allErrors, serverErrors, submitted, touched]);

  const clearServerError = (key: string) =>
    setServerErrors((current) => {
      const stale = Object.keys(current).filter((k) => k === key || k.startsWith(`${key}.`));
      if (!stale.length) return current;
      const next = { ...current };
      for (const k of stale) delete next[k];
      return next;
    });

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValuesState((current) => ({ ...current, [key]: value }));
    clearServerError(String(key));
  }, []);

  const setValues = useCallback((update: (values: V) => V) => {
    setValuesState(update);
    setServerErrors({});
  }, []);

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      const current = validateValues(values, rulesFor(optionsRef.current.rules, values));
      if (Object.keys(current).length > 0) {
        focusFirstInvalid();
        return;
      }
      setSubmitting(true);
      const save = async () => {
        try {
          await optionsRef.current.onSubmit(values);
        } catch (error) {
          const fieldErrors = error instanceof ApiCallError ? (error.body.errors ?? []).filter((e) => e.path) : [];
          if (fieldErrors.length) setServerErrors(Object.fromEntries(fieldErrors.map((e) => [e.path, e.message])));
          toastError(error);
        } finally {
          setSubmitting(false);
        }
      };
      // Never rejects: every failure of onSubmit is caught above.
      void save();
    },
    [values],
  );

  const reset = useCallback((next?: V) => {
    const base = next ?? optionsRef.current.initial;
    setBaseline(base);
    setValuesState(base);
    setSubmitted(false);
    setTouched(new Set());
    setServerErrors({});
  }, []);

  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);
  useDirtyGuard(isDirty && options.guard !== false);

  // Navigate only once the guard is gone (its cleanup runs before this effect).
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState<string | null>(null);
  useEffect(() => {
    if (leaving !== null && !isDirty) navigate(leaving);
  }, [leaving, isDirty, navigate]);
  const leaveTo = useCallback(
    (path: string) => {
      setBaseline(values);
      setLeaving(path);
    },
    [values],
  );

  return {
    values,
    errors,
    errorList: uniqueMessages(errors),
    isDirty,
    submitting,
    set,
    setValues,
    field: (key) => ({
      name: key,
      value: values[key],
      onChange: (value) => set(key, value),
      onBlur: () => {
        if (options.validateOnBlur) setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
      },
      error: errors[key] ?? null,
    }),
    rowError: (field, index, column) => errors[`${field}.${index}.${column}`] ?? null,
    submit,
    reset,
    leaveTo,
  };
}

function rulesFor<V>(rules: FormRules | ((values: V) => FormRules) | undefined, values: V): FormRules {
  return typeof rules === 'function' ? rules(values) : (rules ?? {});
}

/** Moves focus to the first invalid control after the errors render. */
function focusFirstInvalid() {
  if (typeof document === 'undefined') return;
  setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
