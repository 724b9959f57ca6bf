/** console.md §2: the user name in the top bar is cut to 11 characters of first name and 6 of last. */
export const FIRST_NAME_CHARS = 11;
export const LAST_NAME_CHARS = 6;

export function shortDisplayName(first: string, last: string): string {
  return `${first.trim().slice(0, FIRST_NAME_CHARS)} ${last.trim().slice(0, LAST_NAME_CHARS)}`.trim();
}

export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}
