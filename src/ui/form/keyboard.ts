/**
 * domain.md §5: "Pressing Enter in a non-search field clicks the last submit button on
 * the page. Enter in a search field is suppressed." Number fields blur on mouse-wheel.
 */
import type { KeyboardEvent, WheelEvent } from 'react';

export function clickLastSubmit(root: ParentNode = document): boolean {
  const buttons = root.querySelectorAll<HTMLButtonElement>('button[type="submit"]:not([disabled]), input[type="submit"]:not([disabled])');
  const last = buttons[buttons.length - 1];
  if (!last) return false;
  last.click();
  return true;
}

/** onKeyDown for inputs: Enter submits the page (or does nothing in a search field). */
export function handleEnter(event: KeyboardEvent<HTMLElement>, search = false): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (!search) clickLastSubmit();
}

export function blurOnWheel(event: WheelEvent<HTMLInputElement>): void {
  event.currentTarget.blur();
}
