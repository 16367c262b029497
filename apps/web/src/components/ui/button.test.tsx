import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading shows a spinner, disables and sets aria-busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Salvar/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asChild renders the child element with the button look', () => {
    render(
      <Button asChild variant="outline" rightIcon={<span data-testid="icon" />}>
        <a href="/inicio">Início</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Início' });
    expect(link).toHaveAttribute('href', '/inicio');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).toContainElement(screen.getByTestId('icon'));
  });
});
