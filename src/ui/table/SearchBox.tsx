/**
 * The list's search field: debounced into the URL, Enter suppressed (domain.md §5),
 * `/` anywhere on the page focuses it, ArrowDown moves into the table.
 */
import { forwardRef, memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch(text: string): void;
  onArrowDown?(): void;
  placeholder?: string;
  label?: string;
}

// Memoised, as the pager is: the table around it re-renders on every frame of a scroll.
export const SearchBox = memo(forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, onSearch, onArrowDown, placeholder = 'Search', label = 'Search' },
  ref,
) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // Follow outside changes (Reset, back button) without clobbering what is being typed.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      if (text !== sent.current) {
        sent.current = text;
        onSearch(text);
      }
    } else if (event.key === 'ArrowDown' && onArrowDown) {
      event.preventDefault();
      if (text !== sent.current) {
        sent.current = text;
        onSearch(text);
      }
      onArrowDown();
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
    }
  }

  return (
    <input
      ref={ref}
      type="search"
      aria-label={label}
      aria-keyshortcuts="/"
      placeholder={`${placeholder}  ( / )`}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={onKeyDown}
      className="w-64 rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-indigo-500 focus:outline-none"
    />
  );
}));

/** True when a key press is aimed at something the user types into. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
