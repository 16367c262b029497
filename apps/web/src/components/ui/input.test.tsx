import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('shows no asterisk and no error text without an error', () => {
    render(<Input label="Nome" />);
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
  });

  it('error={true} shows a red asterisk and the default "Campo obrigatório"', () => {
    render(<Input label="Nome" error />);
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveClass('text-danger');
    expect(screen.getByText('Nome').closest('label')).toContainElement(asterisk);
    const input = screen.getByRole('textbox', { name: /nome/i });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getByText('Campo obrigatório');
    expect(input.getAttribute('aria-describedby')).toContain(message.closest('p')!.id);
  });

  it('a string error shows that text instead of the default', () => {
    render(<Input label="E-mail" error="E-mail inválido" />);
    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(screen.getByText('*')).toHaveClass('text-danger');
  });

  it('fires onEnter on Enter but not on Shift+Enter', async () => {
    const onEnter = vi.fn();
    render(<Input label="Busca" onEnter={onEnter} />);
    const input = screen.getByLabelText('Busca');
    await userEvent.type(input, 'oi{Shift>}{Enter}{/Shift}');
    expect(onEnter).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the <input> (react-hook-form register)', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Input ref={ref} label="Telefone" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toBe(screen.getByLabelText('Telefone'));
  });
});
