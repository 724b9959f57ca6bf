// @vitest-environment jsdom
/** useForm over the shared validator: when errors show, blocking, de-duplication, rows, server errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { rules } from '../../contract/validation.ts';
import { ApiCallError } from '../../src/api/client.ts';
import { useForm } from '../../src/platform/form/useForm.ts';
import { NumberInput, TextInput } from '../../src/ui/form/inputs.tsx';
import { isBlocked } from '../../src/platform/navigation/guard.ts';

afterEach(cleanup);
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

interface Values extends Record<string, unknown> {
  name: string;
  email: string;
  items: { qty: string }[];
}

function Demo({ onSubmit, validateOnBlur = false }: { onSubmit: (v: Values) => Promise<void> | void; validateOnBlur?: boolean }) {
  const form = useForm<Values>({
    initial: { name: '', email: '', items: [{ qty: '' }, { qty: '' }] },
    rules: { fields: { name: [rules.required()], email: [rules.required(), rules.email()] }, rows: { items: { qty: [rules.required(), rules.min(1)] } } },
    validateOnBlur,
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <TextInput label="Name" {...form.field('name')} />
      <TextInput label="Email" {...form.field('email')} />
      {form.values.items.map((item, i) => (
        <NumberInput
          key={i}
          label={`Qty ${i + 1}`}
          value={item.qty}
          onChange={(qty) => form.set('items', form.values.items.map((it, j) => (j === i ? { qty } : it)))}
          error={form.rowError('items', i, 'qty')}
        />
      ))}
      <ul aria-label="Problems">
        {form.errorList.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <span data-testid="dirty">{String(form.isDirty)}</span>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows no errors before submit, then every error, and blocks the submit', async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    expect(onSubmit).not.toHaveBeenCalled();
    // de-duplicated: four fields fail but with one message
    expect(screen.getByRole('list', { name: 'Problems' }).textContent).toBe('Value required');
  });

  it('updates errors live after the first submit and submits once all pass', async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    await waitFor(() => expect(alerts()).toContain('Enter a valid email address'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@demo.local' } });
    fireEvent.change(screen.getByLabelText('Qty 1'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Qty 2'), { target: { value: '3' } });
    await waitFor(() => expect(alerts()).toEqual(['Enter number greater than or equal to 1']));
    fireEvent.change(screen.getByLabelText('Qty 1'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@demo.local', items: [{ qty: '2' }, { qty: '3' }] }));
  });

  it('optionally checks a field when it loses focus', async () => {
    render(<Demo onSubmit={vi.fn()} validateOnBlur />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x' } });
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    await waitFor(() => expect(alerts()).toEqual(['Enter a valid email address']));
  });

  it("puts the server's field errors on the same fields", async () => {
    const fail = () => {
      throw new ApiCallError({ area: 'user-management', name: 'x' } as never, 400, {
        message: 'email: A user with this email already exists.', code: 'INVALID_INPUT', errors: [{ path: 'email', message: 'A user with this email already exists.' }],
      });
    };
    render(<Demo onSubmit={fail} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.local' } });
    fireEvent.change(screen.getByLabelText('Qty 1'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Qty 2'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'A user with this email already exists.');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@demo.local' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('is dirty once changed, and guards leaving the page while dirty', () => {
    render(<Demo onSubmit={vi.fn()} />);
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    expect(isBlocked()).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    expect(isBlocked()).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(isBlocked()).toBe(false);
  });
});
