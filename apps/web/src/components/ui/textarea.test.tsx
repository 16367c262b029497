import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clampRows, Textarea } from './textarea';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Textarea label="Mensagem" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('Textarea', () => {
  it('Enter fires onEnter without inserting a line break; Shift+Enter inserts one', async () => {
    const onEnter = vi.fn();
    render(<Textarea label="Mensagem" onEnter={onEnter} />);
    const box = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
    await userEvent.type(box, 'Olá{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(box.value).toBe('Olá');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}mundo');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(box.value).toBe('Olá\nmundo');
  });

  it('without onEnter, Enter inserts a line break as usual', async () => {
    render(<Textarea label="Mensagem" />);
    const box = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
    await userEvent.type(box, 'a{Enter}b');
    expect(box.value).toBe('a\nb');
  });

  it('grows between 4 and 12 rows', () => {
    render(<Controlled />);
    const box = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
    expect(box.rows).toBe(4);
    fireEvent.change(box, { target: { value: 'linha\n'.repeat(5) + 'fim' } });
    expect(box.rows).toBe(6);
    fireEvent.change(box, { target: { value: 'linha\n'.repeat(30) } });
    expect(box.rows).toBe(12);
    expect(box).toHaveClass('overflow-y-auto');
    fireEvent.change(box, { target: { value: '' } });
    expect(box.rows).toBe(4);
  });

  it('starts at the right height for an initial value', () => {
    render(<Controlled initial={'a\nb\nc\nd\ne\nf\ng'} />);
    expect((screen.getByLabelText('Mensagem') as HTMLTextAreaElement).rows).toBe(7);
  });

  it('clampRows keeps 4..12', () => {
    expect(clampRows(1)).toBe(4);
    expect(clampRows(8)).toBe(8);
    expect(clampRows(40)).toBe(12);
  });

  it('follows the same error rules as Input', () => {
    render(<Textarea label="Observações" error />);
    expect(screen.getByText('*')).toHaveClass('text-danger');
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText(/Observações/)).toHaveAttribute('aria-invalid', 'true');
  });
});
