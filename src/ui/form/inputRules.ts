/**
 * Pure input behaviours of domain.md §5 "Input behaviour": which keys a number field
 * takes, which texts it accepts while typing (decimals, sign, min/max), blocked spaces
 * and forced upper case. The input components apply these; unit tests pin them.
 */
import { DECIMAL_PLACES } from '../../../contract/constants.ts';

export interface NumberOptions {
  /** Decimal places allowed; 0 (default) blocks the dot. `true` means the default 2. */
  decimals?: number | boolean;
  /** Minus is blocked unless negatives are allowed. */
  allowNegative?: boolean;
  min?: number;
  max?: number;
}

export interface TextOptions {
  noSpaces?: boolean;
  upperCase?: boolean;
  /** Every character must match (e.g. /[A-Za-z ]/); others are dropped while typing. */
  allowChars?: RegExp;
}

export function decimalPlaces(options: NumberOptions): number {
  if (options.decimals === true) return DECIMAL_PLACES;
  return typeof options.decimals === 'number' ? Math.max(0, options.decimals) : 0;
}

/** Control keys (Backspace, Tab, arrows, Enter…) and shortcuts (Ctrl/Cmd + key) always pass. */
export function isControlKey(key: string, withModifier = false): boolean {
  return withModifier || key.length > 1;
}

/** Number fields take digits and control keys; the dot only with decimals, minus only with negatives. */
export function numberKeyAllowed(key: string, options: NumberOptions, withModifier = false): boolean {
  if (isControlKey(key, withModifier)) return true;
  if (/^[0-9]$/.test(key)) return true;
  if (key === '.') return decimalPlaces(options) > 0;
  if (key === '-') return Boolean(options.allowNegative);
  return false;
}

/**
 * Whether a number field may hold `text` while typing. Partial texts ('', '-', '12.')
 * pass; a value outside min/max is refused when no further typing could bring it back
 * in range (with min 10, "1" may still become "15"; with max 100, "101" never fits).
 */
export function acceptNumberText(text: string, options: NumberOptions): boolean {
  if (text === '') return true;
  const places = decimalPlaces(options);
  const sign = options.allowNegative ? '-?' : '';
  const fraction = places > 0 ? `(\\.\\d{0,${places}})?` : '';
  if (!new RegExp(`^${sign}\\d*${fraction}$`).test(text)) return false;
  if (text === '-' || text === '.' || text === '-.') return true;
  const value = Number(text);
  if (!Number.isFinite(value)) return false;
  const negative = text.startsWith('-');
  const dot = text.indexOf('.');
  const typedPlaces = dot < 0 ? 0 : text.length - dot - 1;
  // How far more digits could still move the value, away from zero.
  const canGrow = dot < 0 || typedPlaces < places;
  const room = dot < 0 ? Infinity : typedPlaces < places ? 10 ** -typedPlaces : 0;
  if (options.max !== undefined && value > options.max) {
    // Growing a positive number only raises it; a negative one can still fall below max.
    if (!negative) return false;
  }
  if (options.min !== undefined && value < options.min) {
    if (negative) return false;
    if (!canGrow || value + room <= options.min) return false;
  }
  return true;
}

/** Applies blocked spaces, the character whitelist and forced upper case to typed text. */
export function shapeText(text: string, options: TextOptions): string {
  let shaped = options.noSpaces ? text.replace(/\s/g, '') : text;
  if (options.allowChars) {
    const allow = new RegExp(options.allowChars.source, options.allowChars.flags.replace('g', ''));
    shaped = [...shaped].filter((c) => allow.test(c)).join('');
  }
  return options.upperCase ? shaped.toUpperCase() : shaped;
}

/** The text keys a text field blocks (spaces when noSpaces, characters outside allowChars). */
export function textKeyAllowed(key: string, options: TextOptions, withModifier = false): boolean {
  if (isControlKey(key, withModifier)) return true;
  if (options.noSpaces && /\s/.test(key)) return false;
  if (options.allowChars && !new RegExp(options.allowChars.source, options.allowChars.flags.replace('g', '')).test(key)) return false;
  return true;
}
