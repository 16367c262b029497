import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, isScrolledToEnd, type DrawerProps } from './drawer';

function Harness(props: Partial<DrawerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'aberto' : 'fechado'}</p>
      <Drawer open={open} onOpenChange={setOpen} title="Novo cliente" {...props}>
        <p>Conteúdo</p>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('closes on Escape', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Novo cliente' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('fechado')).toBeInTheDocument();
  });

  it('ignores Escape with disableEscape', async () => {
    render(<Harness disableEscape />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click outside (the overlay)', async () => {
    render(<Harness />);
    const overlay = document.querySelector('[data-slot="drawer-overlay"]')!;
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an outside click when closeOnOutsideClick is false', async () => {
    render(<Harness closeOnOutsideClick={false} />);
    await userEvent.click(document.querySelector('[data-slot="drawer-overlay"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes through the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sits at z-index 100 by default and accepts another', () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByRole('dialog')).toHaveClass('z-drawer');
    unmount();
    render(<Harness zIndex={300} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ zIndex: '300' });
  });

  it('toggles full width when allowed', async () => {
    const onFullWidthChange = vi.fn();
    render(<Harness allowFullWidth onFullWidthChange={onFullWidthChange} />);
    const toggle = screen.getByRole('button', { name: 'Expandir para tela cheia' });
    await userEvent.click(toggle);
    expect(onFullWidthChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-full');
    expect(screen.getByRole('button', { name: 'Recolher' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no full-width toggle unless allowed', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: /expandir/i })).not.toBeInTheDocument();
  });

  it('fires onScrollEnd within 5 px of the bottom, once per arrival', () => {
    const onScrollEnd = vi.fn();
    render(<Harness onScrollEnd={onScrollEnd} />);
    const body = document.querySelector('[data-slot="drawer-body"]') as HTMLElement;
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: 400 });
    const scrollTo = (top: number) => {
      body.scrollTop = top;
      fireEvent.scroll(body);
    };
    scrollTo(594); // 6 px away
    expect(onScrollEnd).not.toHaveBeenCalled();
    scrollTo(595); // 5 px away
    expect(onScrollEnd).toHaveBeenCalledTimes(1);
    scrollTo(600);
    expect(onScrollEnd).toHaveBeenCalledTimes(1);
    scrollTo(100);
    scrollTo(600);
    expect(onScrollEnd).toHaveBeenCalledTimes(2);
  });

  it('isScrolledToEnd uses a 5 px tolerance', () => {
    expect(isScrolledToEnd({ scrollHeight: 500, clientHeight: 200, scrollTop: 295 })).toBe(true);
    expect(isScrolledToEnd({ scrollHeight: 500, clientHeight: 200, scrollTop: 294 })).toBe(false);
  });
});
