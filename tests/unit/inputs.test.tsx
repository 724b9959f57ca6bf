// @vitest-environment jsdom
/** Each input behaviour of domain.md §5, on the pure rules and on the rendered inputs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Checkbox, NumberInput, Select, TextArea, TextInput } from '../../src/ui/form/inputs.tsx';
import { acceptNumberText, numberKeyAllowed, shapeText, textKeyAllowed } from '../../src/ui/form/inputRules.ts';
import { exclusiveAll } from '../../src/ui/filters/filterState.ts';
import { MultiSelect } from '../../src/ui/form/MultiSelect.tsx';

afterEach(cleanup);

function Num(props: Omit<Parameters<typeof NumberInput>[0], 'value' | 'onChange' | 'label'>) {
  const [value, setValue] = useState('');
  return <NumberInput label="Qty" value={value} onChange={setValue} {...props} />;
}
function Text(props: Omit<Parameters<typeof TextInput>[0], 'value' | 'onChange' | 'label'>) {
  const [value, setValue] = useState('');
  return <TextInput label="Code" value={value} onChange={setValue} {...props} />;
}
const qty = () => screen.getByLabelText('Qty') as HTMLInputElement;
const code = () => screen.getByLabelText('Code') as HTMLInputElement;
/** fireEvent returns false when the handler blocked the key. */
const keyPasses = (el: HTMLElement, key: string, init: object = {}) => fireEvent.keyDown(el, { key, ...init });

describe('number inputs', () => {
  it('accept only digits and control keys', () => {
    render(<Num />);
    expect(keyPasses(qty(), '7')).toBe(true);
    expect(keyPasses(qty(), 'a')).toBe(false);
    expect(keyPasses(qty(), 'e')).toBe(false);
    expect(keyPasses(qty(), '+')).toBe(false);
    expect(keyPasses(qty(), ' ')).toBe(false);
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) expect(keyPasses(qty(), key)).toBe(true);
    expect(keyPasses(qty(), 'v', { ctrlKey: true })).toBe(true);
    fireEvent.change(qty(), { target: { value: '12a' } });
    expect(qty().value).toBe('');
    fireEvent.change(qty(), { target: { value: '12' } });
    expect(qty().value).toBe('12');
  });

  it('block the dot unless decimals are on, and minus unless negatives are', () => {
    render(<Num />);
    expect(keyPasses(qty(), '.')).toBe(false);
    expect(keyPasses(qty(), '-')).toBe(false);
    cleanup();
    render(<Num decimals allowNegative />);
    expect(keyPasses(qty(), '.')).toBe(true);
    expect(keyPasses(qty(), '-')).toBe(true);
    fireEvent.change(qty(), { target: { value: '-3.5' } });
    expect(qty().value).toBe('-3.5');
  });

  it('limit decimals to 2 places by default, or as configured', () => {
    render(<Num decimals />);
    fireEvent.change(qty(), { target: { value: '1.25' } });
    fireEvent.change(qty(), { target: { value: '1.255' } });
    expect(qty().value).toBe('1.25');
    cleanup();
    render(<Num decimals={3} />);
    fireEvent.change(qty(), { target: { value: '1.255' } });
    expect(qty().value).toBe('1.255');
  });

  it('refuse values above the maximum or below the minimum while typing', () => {
    render(<Num min={10} max={100} />);
    fireEvent.change(qty(), { target: { value: '1' } });
    expect(qty().value).toBe('1'); // may still become 15
    fireEvent.change(qty(), { target: { value: '15' } });
    fireEvent.change(qty(), { target: { value: '150' } });
    expect(qty().value).toBe('15');
  });

  it('lose focus on the mouse wheel instead of changing', () => {
    render(<Num />);
    qty().focus();
    expect(document.activeElement).toBe(qty());
    fireEvent.wheel(qty());
    expect(document.activeElement).not.toBe(qty());
  });

  it('pin the typing rules', () => {
    expect(numberKeyAllowed('5', {})).toBe(true);
    expect(numberKeyAllowed('.', { decimals: true })).toBe(true);
    expect(acceptNumberText('', {})).toBe(true);
    expect(acceptNumberText('-', { allowNegative: true })).toBe(true);
    expect(acceptNumberText('12.', { decimals: true })).toBe(true);
    expect(acceptNumberText('1.2.3', { decimals: true })).toBe(false);
    expect(acceptNumberText('9.', { decimals: true, min: 10 })).toBe(false); // 9.99 never reaches 10
    expect(acceptNumberText('9.9', { decimals: true, min: 9.95 })).toBe(true); // 9.96 does
    expect(acceptNumberText('9.99', { decimals: true, min: 10 })).toBe(false);
    expect(acceptNumberText('-1', { allowNegative: true, max: -5 })).toBe(true); // may become -10
    expect(acceptNumberText('-10', { allowNegative: true, min: -5 })).toBe(false);
    expect(acceptNumberText('101', { max: 100 })).toBe(false);
    expect(acceptNumberText('100', { max: 100 })).toBe(true);
  });
});

describe('text inputs', () => {
  it('can block spaces, typed or pasted', () => {
    render(<Text noSpaces />);
    expect(keyPasses(code(), ' ')).toBe(false);
    fireEvent.change(code(), { target: { value: 'AB 12 C' } });
    expect(code().value).toBe('AB12C');
  });

  it('can force upper case', () => {
    render(<Text upperCase />);
    fireEvent.change(code(), { target: { value: 'role_ops' } });
    expect(code().value).toBe('ROLE_OPS');
  });

  it('can restrict characters to a pattern', () => {
    render(<Text allowChars={/[A-Za-z ]/} />);
    expect(keyPasses(code(), '1')).toBe(false);
    fireEvent.change(code(), { target: { value: 'Ab1 c!' } });
    expect(code().value).toBe('Ab c');
    expect(shapeText('a b', { noSpaces: true, upperCase: true })).toBe('AB');
    expect(textKeyAllowed('Backspace', { allowChars: /[0-9]/ })).toBe(true);
  });
});

describe('Enter', () => {
  function Page({ onSubmit, onOther }: { onSubmit: () => void; onOther: () => void }) {
    const [text, setText] = useState('');
    const [query, setQuery] = useState('');
    return (
      <div>
        <form onSubmit={(e) => (e.preventDefault(), onOther())}>
          <button type="submit">First</button>
        </form>
        <TextInput label="Code" value={text} onChange={setText} />
        <TextInput label="Find" type="search" value={query} onChange={setQuery} />
        <form onSubmit={(e) => (e.preventDefault(), onSubmit())}>
          <button type="submit">Save</button>
        </form>
      </div>
    );
  }

  it('in a non-search field clicks the last submit button on the page', () => {
    const onSubmit = vi.fn();
    const onOther = vi.fn();
    render(<Page onSubmit={onSubmit} onOther={onOther} />);
    expect(keyPasses(code(), 'Enter')).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onOther).not.toHaveBeenCalled();
  });

  it('in a search field is suppressed', () => {
    const onSubmit = vi.fn();
    render(<Page onSubmit={onSubmit} onOther={vi.fn()} />);
    expect(keyPasses(screen.getByLabelText('Find'), 'Enter')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('other inputs', () => {
  it('select offers a placeholder and reports the chosen id', () => {
    const onChange = vi.fn();
    render(<Select label="Role" value="" onChange={onChange} options={[{ id: 6, name: 'Operator' }]} placeholder="Select role" />);
    expect(screen.getByRole('option', { name: 'Select role' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: '6' } });
    expect(onChange).toHaveBeenCalledWith('6');
  });

  it('textarea counts characters against its maximum', () => {
    render(<TextArea label="Message" value="hello" onChange={() => undefined} maxLength={500} />);
    expect(screen.getByText('5/500')).toBeTruthy();
  });

  it('checkbox reports its state', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Active" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Active'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('"All" is exclusive with the other options', () => {
    expect(exclusiveAll([], ['ALL', '2'])).toEqual(['2']); // picking an option drops All
    expect(exclusiveAll(['2', '3'], ['2', '3', 'ALL'])).toEqual([]); // picking All clears the rest
    expect(exclusiveAll(['2'], [])).toEqual([]); // nothing left means All
  });
});

describe('multi-select', () => {
  function Multi() {
    const [ids, setIds] = useState<string[]>([]);
    return (
      <>
        <MultiSelect label="Machines" withAll value={ids} onChange={setIds} options={[{ id: 1, name: 'VM One' }, { id: 2, name: 'VM Two' }]} />
        <output data-testid="ids">{ids.join(',')}</output>
      </>
    );
  }

  it('starts at All, picks options, and All clears them again', async () => {
    render(<Multi />);
    const button = screen.getByRole('button', { name: 'Machines' });
    expect(button.textContent).toBe('All');
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('option', { name: 'VM Two' }));
    expect(screen.getByTestId('ids').textContent).toBe('2');
    fireEvent.click(screen.getByRole('option', { name: 'VM One' }));
    expect(screen.getByTestId('ids').textContent).toBe('2,1');
    fireEvent.click(screen.getByRole('option', { name: 'All' }));
    expect(screen.getByTestId('ids').textContent).toBe('');
    expect(button.textContent).toBe('All');
  });
});
