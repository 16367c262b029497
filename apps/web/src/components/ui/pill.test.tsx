import { PILL_TYPES } from '@agenda/shared/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pill } from './pill';

const expected = {
  default: ['bg-surface-muted', 'ring-border'],
  primary: ['bg-primary-soft', 'text-primary-soft-foreground'],
  success: ['bg-success-soft', 'text-success-soft-foreground'],
  info: ['bg-info-soft', 'text-info-soft-foreground'],
  warning: ['bg-warning-soft', 'text-warning-soft-foreground'],
  error: ['bg-danger-soft', 'text-danger-soft-foreground'],
} as const;

describe('Pill', () => {
  it.each(PILL_TYPES)('type %s has its own colours', (type) => {
    render(<Pill type={type}>Rótulo</Pill>);
    const pill = screen.getByText('Rótulo').closest('[data-slot="pill"]')!;
    expect(pill).toHaveAttribute('data-type', type);
    expect(pill).toHaveClass(...expected[type]);
    for (const other of PILL_TYPES.filter((t) => t !== type)) expect(pill).not.toHaveClass(expected[other][0]);
  });

  it('defaults to type default, size md', () => {
    render(<Pill>Padrão</Pill>);
    const pill = screen.getByText('Padrão').closest('[data-slot="pill"]')!;
    expect(pill).toHaveClass('bg-surface-muted', 'h-6', 'text-xs');
  });

  it.each([
    ['sm', 'h-5'],
    ['md', 'h-6'],
    ['lg', 'h-8'],
  ] as const)('size %s', (size, height) => {
    render(<Pill size={size}>Tamanho</Pill>);
    expect(screen.getByText('Tamanho').closest('[data-slot="pill"]')).toHaveClass(height);
  });
});
