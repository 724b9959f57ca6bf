/**
 * The save flow of screens that do not use the form kit: one call at a time, the success
 * text or the server's message as a toast, and the result for what comes next (navigate,
 * reload). Resolves to undefined when the call failed, so callers only act on success.
 */
import { useCallback, useRef, useState } from 'react';
import { toastError, toastSuccess } from '../../ui/index.ts';

export function useSaving() {
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const save = useCallback(async <T>(work: () => Promise<T>, successText?: string): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSaving(true);
    try {
      const result = await work();
      if (successText) toastSuccess(successText);
      return result;
    } catch (error) {
      toastError(error);
      return undefined;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { saving, save };
}
