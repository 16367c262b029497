import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

describe('Modal', () => {
  it('opens from its trigger, shows title/description/footer and closes on Escape', async () => {
    render(
      <Modal trigger={<Button>Abrir</Button>} title="Novo serviço" description="Preencha os dados" footer={<Button>Salvar</Button>}>
        <p>Corpo</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo serviço' });
    expect(dialog).toHaveAccessibleDescription('Preencha os dados');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click unless told not to', async () => {
    const { unmount } = render(<Modal defaultOpen title="A" />);
    await userEvent.click(document.querySelector('[data-slot="modal-overlay"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    render(<Modal defaultOpen title="B" closeOnOverlayClick={false} />);
    await userEvent.click(document.querySelector('[data-slot="modal-overlay"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
