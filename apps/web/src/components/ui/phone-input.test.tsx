import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countryFlag, PhoneInput } from './phone-input';

describe('PhoneInput', () => {
  it('starts with the +55 prefix and the Brazilian flag', () => {
    render(<PhoneInput label="WhatsApp" />);
    const input = screen.getByLabelText('WhatsApp') as HTMLInputElement;
    expect(input.value.trim()).toBe('+55');
    const country = document.querySelector('[data-slot="phone-country"]')!;
    expect(country).toHaveAttribute('data-country', 'BR');
    expect(country).toHaveTextContent('BR');
    expect(country.textContent).toContain(countryFlag('BR'));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('masks a Brazilian mobile number and reports it in E.164', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput label="WhatsApp" onValueChange={onValueChange} />);
    const input = screen.getByLabelText('WhatsApp') as HTMLInputElement;
    await userEvent.type(input, '11987654321');
    expect(input.value).toBe('+55 (11) 98765-4321');
    expect(onValueChange).toHaveBeenLastCalledWith('+5511987654321', expect.objectContaining({ valid: true, country: 'BR' }));
    fireEvent.blur(input);
    expect(screen.queryByText('Telefone inválido')).not.toBeInTheDocument();
  });

  it('an incomplete number is invalid once the field is left', async () => {
    render(<PhoneInput label="WhatsApp" />);
    const input = screen.getByLabelText('WhatsApp');
    await userEvent.type(input, '1198');
    expect(screen.queryByText('Telefone inválido')).not.toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('*')).toHaveClass('text-danger');
  });

  it('a number too long is invalid right away', async () => {
    render(<PhoneInput label="WhatsApp" />);
    await userEvent.type(screen.getByLabelText('WhatsApp'), '119876543210');
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
  });

  it('shows a controlled value formatted, with its country', () => {
    render(<PhoneInput label="Telefone" value="+351912345678" onValueChange={() => {}} />);
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('+351 912 345 678');
    expect(document.querySelector('[data-slot="phone-country"]')).toHaveAttribute('data-country', 'PT');
  });

  it('an external error wins', () => {
    render(<PhoneInput label="Telefone" error />);
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
  });
});
