import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInput, formatCents, unformatCurrency } from './currency-input';

// Intl puts a no-break space after "R$"; compare with plain spaces.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

function Controlled({ initial, onValue }: { initial: number | null; onValue?: (v: number | null) => void }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <CurrencyInput
        label="Preço"
        value={cents}
        onValueChange={(v) => {
          setCents(v);
          onValue?.(v);
        }}
      />
      <output data-testid="cents">{String(cents)}</output>
    </>
  );
}

describe('CurrencyInput', () => {
  it('displays integer cents as BRL', () => {
    render(<Controlled initial={123456} />);
    expect(plain((screen.getByLabelText('Preço') as HTMLInputElement).value)).toBe('R$ 1.234,56');
  });

  it('typing digits fills from the right and reports cents', async () => {
    const onValue = vi.fn();
    render(<Controlled initial={null} onValue={onValue} />);
    const input = screen.getByLabelText('Preço') as HTMLInputElement;
    await userEvent.type(input, '123456');
    expect(plain(input.value)).toBe('R$ 1.234,56');
    expect(screen.getByTestId('cents')).toHaveTextContent('123456');
    expect(onValue).toHaveBeenLastCalledWith(123456);
  });

  it('reverts to the previous value when the text is not a number', () => {
    const onValue = vi.fn();
    render(<Controlled initial={1050} onValue={onValue} />);
    const input = screen.getByLabelText('Preço') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(plain(input.value)).toBe('R$ 10,50');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByTestId('cents')).toHaveTextContent('1050');
  });

  it('letters typed among digits are ignored, deleting a digit shifts right', async () => {
    render(<Controlled initial={1050} />);
    const input = screen.getByLabelText('Preço') as HTMLInputElement;
    await userEvent.type(input, 'x');
    expect(screen.getByTestId('cents')).toHaveTextContent('1050');
    await userEvent.type(input, '{Backspace}');
    expect(screen.getByTestId('cents')).toHaveTextContent('105');
    expect(plain(input.value)).toBe('R$ 1,05');
  });

  it('clearing the field gives null', () => {
    render(<Controlled initial={500} />);
    fireEvent.change(screen.getByLabelText('Preço'), { target: { value: '' } });
    expect(screen.getByTestId('cents')).toHaveTextContent('null');
  });

  it('works uncontrolled with defaultValue', async () => {
    const onValueChange = vi.fn();
    render(<CurrencyInput label="Valor" defaultValue={990} onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Valor') as HTMLInputElement;
    expect(plain(input.value)).toBe('R$ 9,90');
    await userEvent.type(input, '0');
    expect(onValueChange).toHaveBeenLastCalledWith(9900);
    expect(plain(input.value)).toBe('R$ 99,00');
  });

  it('helpers: formatCents and unformatCurrency', () => {
    expect(plain(formatCents(4990))).toBe('R$ 49,90');
    expect(formatCents(null)).toBe('');
    expect(unformatCurrency('R$ 1.234,56')).toBe(123456);
    expect(unformatCurrency('')).toBeNull();
    expect(unformatCurrency('R$ ,')).toBeUndefined();
  });
});
