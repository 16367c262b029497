// The owner's side of the public page (issue 16): gallery upload, order and removal; a professional's photo.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { replayMultipartPosts } from '@/test/multipart';
import { useToastStore } from '@/stores/toast-store';
import { CompanyInfoPage } from './company-info-page';

startMockServer();
replayMultipartPosts();

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('company info: gallery and team photos', () => {
  it('adds photos, moves one first, deletes one and refuses a non-image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAppPage('/app/empresas/:company_slug/info', '/app/empresas/barbearia-demo/info', CompanyInfoPage);
    const gallery = await screen.findByTestId('gallery-editor');
    await within(gallery).findByText('Nenhuma foto na galeria');
    useToastStore.setState({ toasts: [] });

    await user.upload(screen.getByLabelText('Escolher fotos da galeria'), [png('salao.png'), png('cadeira.png')]);
    await waitFor(() => expect(toasts()).toEqual(['Foto adicionada à galeria.']), { timeout: 5000 });
    const list = await within(gallery).findByTestId('gallery-photos');
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    const before = within(list)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'));

    await user.click(within(list).getByRole('button', { name: 'Mover foto 2 para antes' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual([before[1], before[0]]),
    );

    await user.click(within(list).getByRole('button', { name: 'Excluir foto 1' }));
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));

    await user.upload(screen.getByLabelText('Escolher fotos da galeria'), new File(['oi'], 'lista.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toasts()).toContain('"lista.pdf" não é uma imagem JPG, PNG ou WEBP.'));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
  });

  it('lists each professional with a button to send their photo, and refuses a file over 5 MB', async () => {
    const user = userEvent.setup();
    renderAppPage('/app/empresas/:company_slug/info', '/app/empresas/barbearia-demo/info', CompanyInfoPage);
    const team = await screen.findByTestId('team-photos-editor');
    const items = await within(team).findAllByTestId('team-photo-item');
    expect(items.map((i) => within(i).getByText(/Carlos|Marina/).textContent)).toEqual(['Carlos', 'Marina']);
    expect(within(items[0]!).getByRole('button', { name: 'Enviar foto' })).toBeEnabled();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Escolher a foto de Carlos'), big);
    await waitFor(() => expect(toasts()).toContain('"grande.png" passa de 5 MB. Escolha uma imagem menor.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
