import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

describe('Toast', () => {
  it('an error toast is an alert; others are status messages', () => {
    const { rerender } = render(<Toast type="error" message="Falhou" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou');
    rerender(<Toast type="success" message="Salvo" />);
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'success');
  });

  it('shaking plays the shake animation', () => {
    const { rerender } = render(<Toast message="Repetido" />);
    expect(screen.getByRole('status')).not.toHaveClass('animate-shake');
    rerender(<Toast message="Repetido" shaking />);
    expect(screen.getByRole('status')).toHaveClass('animate-shake');
  });

  it('passes clicks and hover through; the close button does not count as a click', async () => {
    const onClick = vi.fn();
    const onClose = vi.fn();
    const onMouseEnter = vi.fn();
    const onMouseLeave = vi.fn();
    render(
      <Toast message="Oi" title="Aviso" onClick={onClick} onClose={onClose} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} />,
    );
    const toast = screen.getByRole('status');
    await userEvent.hover(toast);
    expect(onMouseEnter).toHaveBeenCalled();
    await userEvent.unhover(toast);
    expect(onMouseLeave).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Oi'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
