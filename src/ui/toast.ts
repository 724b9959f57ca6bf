/**
 * Toasts through sonner (the Toaster in App.tsx hides them after 4 s). Errors show the
 * server's message, else "Error occurred, please try again!" (console.md §8).
 */
import { toast } from 'sonner';
import { errorMessage } from '../api/client.ts';

export const DEFAULT_SUCCESS = 'Action was successful!';

export function toastError(error: unknown): void {
  toast.error(errorMessage(error));
}

export function toastSuccess(message: string = DEFAULT_SUCCESS): void {
  toast.success(message);
}

/** A success that can be undone: the toast carries Undo and stays as long as undo is offered. */
export function toastUndoable(message: string, undo: () => void, duration: number, tone: 'success' | 'warning' = 'success'): void {
  toast[tone](message, { action: { label: 'Undo', onClick: undo }, duration });
}
