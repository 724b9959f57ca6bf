// @vitest-environment jsdom
/** "Are you sure?" confirmations and the error/success toasts. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { ApiCallError } from '../../src/api/client.ts';
import { useConfirm, type ConfirmOptions } from '../../src/ui/ConfirmDialog.tsx';
import { toastError, toastSuccess } from '../../src/ui/toast.ts';

afterEach(cleanup);

function Asker({ options }: { options?: ConfirmOptions }) {
  const [confirm, dialog] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then((confirmed) => setAnswer(String(confirmed)))}>
        Ask
      </button>
      <output data-testid="answer">{answer}</output>
      {dialog}
    </>
  );
}

describe('confirmation dialog', () => {
  it('asks "Are you sure?" with Cancel and "Yes, Edit it!" by default', async () => {
    render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Edit it!' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers no on Cancel, and takes other labels', async () => {
    render(<Asker options={{ text: 'You want to change the role of this user', confirmLabel: 'Yes, change it!', cancelLabel: 'No' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('You want to change the role of this user');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('false'));
  });
});

describe('toasts', () => {
  it("show the server's message, else the generic wording", async () => {
    render(<Toaster />);
    const error = new ApiCallError({ area: 'user-management', name: 'x' } as never, 409, { message: 'Role is in use.', code: 'CONFLICT' });
    act(() => toastError(error));
    expect(await screen.findByText('Role is in use.')).toBeTruthy();
    act(() => toastError(new Error('boom')));
    expect(await screen.findByText('Error occurred, please try again!')).toBeTruthy();
    act(() => toastSuccess());
    expect(await screen.findByText('Action was successful!')).toBeTruthy();
  });
});
