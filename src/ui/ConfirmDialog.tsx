/**
 * The "Are you sure?" confirmation of domain.md §2 (Cancel / "Yes, Edit it!" by default)
 * on @headlessui/react's Dialog (focus trap, Escape cancels).
 *
 *   const [confirm, confirmDialog] = useConfirm();
 *   if (await confirm({ text: 'You want to change the role of this user' })) save();
 *   return <>{confirmDialog}…</>;
 */
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';

export interface ConfirmOptions {
  title?: string;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
}

export const CONFIRM_DEFAULTS = { title: 'Are you sure?', confirmLabel: 'Yes, Edit it!', cancelLabel: 'Cancel' } as const;

// The dialog library loads when a confirmation first opens, not with the screen (bench/results.md).
const ConfirmDialogPanel = lazy(() => import('./ConfirmDialogPanel.tsx').then((m) => ({ default: m.ConfirmDialogPanel })));

export function ConfirmDialog(props: { open: boolean; options: ConfirmOptions; onClose(confirmed: boolean): void }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}

/** A promise-based confirm plus the dialog element to render. */
export function useConfirm(): [(options?: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [state, setState] = useState<{ open: boolean; options: ConfirmOptions }>({ open: false, options: {} });
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions = {}) => {
    resolver.current?.(false);
    setState({ open: true, options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = useCallback((confirmed: boolean) => {
    setState((s) => ({ ...s, open: false }));
    resolver.current?.(confirmed);
    resolver.current = null;
  }, []);

  return [confirm, <ConfirmDialog key="confirm" open={state.open} options={state.options} onClose={close} />];
}
