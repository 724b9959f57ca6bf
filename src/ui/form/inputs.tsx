/**
 * Form inputs with the spec's behaviours. Each takes `value`/`onChange(value)`/`onBlur`
 * and `error`, so `{...form.field('name')}` wires one to useForm.
 */
import type { InputHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { Field, inputClass, type FieldFrameProps } from './Field.tsx';
import { acceptNumberText, numberKeyAllowed, shapeText, textKeyAllowed, type NumberOptions, type TextOptions } from './inputRules.ts';
import { blurOnWheel, handleEnter } from './keyboard.ts';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'>;

interface ValueProps<T> extends FieldFrameProps {
  value: T;
  onChange(value: T): void;
  onBlur?(): void;
  disabled?: boolean;
  name?: string;
}

const withModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey;

export interface TextInputProps extends ValueProps<string>, TextOptions, Omit<NativeInput, 'onBlur' | 'name' | 'disabled' | 'required'> {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date' | 'datetime-local';
}

/** Text with optional blocked spaces, character whitelist and forced upper case. */
export function TextInput({ label, error, hint, required, className, value, onChange, onBlur, noSpaces, upperCase, allowChars, type = 'text', ...input }: TextInputProps) {
  const shaping = { noSpaces, upperCase, allowChars };
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={inputClass(invalid)}
          value={value}
          onChange={(e) => onChange(shapeText(e.target.value, shaping))}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (!textKeyAllowed(e.key, shaping, withModifier(e))) e.preventDefault();
            else handleEnter(e, type === 'search');
          }}
          {...input}
        />
      )}
    </Field>
  );
}

export interface NumberInputProps extends ValueProps<string>, NumberOptions, Omit<NativeInput, 'onBlur' | 'name' | 'disabled' | 'required'> {}

/**
 * Digits and control keys only; the dot with `decimals` (2 places by default when on),
 * minus with `allowNegative`; texts that can no longer reach min..max are refused while
 * typing; the wheel blurs the field instead of changing it. The value stays text.
 */
export function NumberInput({ label, error, hint, required, className, value, onChange, onBlur, decimals, allowNegative, min, max, ...input }: NumberInputProps) {
  const options = { decimals, allowNegative, min, max };
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={inputClass(invalid)}
          value={value}
          onChange={(e) => {
            if (acceptNumberText(e.target.value, options)) onChange(e.target.value);
          }}
          onBlur={onBlur}
          onWheel={blurOnWheel}
          onKeyDown={(e) => {
            if (!numberKeyAllowed(e.key, options, withModifier(e))) e.preventDefault();
            else handleEnter(e);
          }}
          {...input}
        />
      )}
    </Field>
  );
}

export interface TextAreaProps extends ValueProps<string> {
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/** Multi-line text with a character counter when it has a maximum. Enter makes a new line. */
export function TextArea({ label, error, hint, required, className, value, onChange, onBlur, maxLength, rows = 4, ...rest }: TextAreaProps) {
  const counter = maxLength ? `${value.length}/${maxLength}` : null;
  return (
    <Field label={label} error={error} hint={hint ?? counter} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} rows={rows} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={inputClass(invalid)} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...rest} />
      )}
    </Field>
  );
}

export interface SelectOption {
  id: string | number;
  name: string;
  disabled?: boolean;
}

export interface SelectProps extends ValueProps<string> {
  options: readonly SelectOption[];
  /** The empty choice's text; the value '' means nothing chosen. */
  placeholder?: string;
}

/** A native select (fully keyboard operable); the value is the option id as text. */
export function Select({ label, error, hint, required, className, value, onChange, onBlur, options, placeholder = 'Select', disabled, name }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          onKeyDown={(e) => handleEnter(e)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)} disabled={o.disabled}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  name?: string;
  className?: string;
  /** Shows the "some" state of a select-all box. */
  indeterminate?: boolean;
}

export function Checkbox({ label, checked, onChange, disabled, name, className = '', indeterminate }: CheckboxProps) {
  return (
    <label className={`inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 ${disabled ? 'cursor-not-allowed opacity-60' : ''} ${className}`}>
      <input
        type="checkbox"
        name={name}
        className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
        checked={checked}
        disabled={disabled}
        ref={(el) => {
          if (el) el.indeterminate = Boolean(indeterminate && !checked);
        }}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
