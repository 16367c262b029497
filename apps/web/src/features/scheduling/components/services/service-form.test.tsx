import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { schdb, SVC_BARBA } from '@/mocks/handlers/scheduling/scheduling-db';
import { http } from '@/lib/http/client';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import ServiceFormHost from './service-form-host';

// jsdom has no canvas: the cropper hands back the picked file as the cropped image.
vi.mock('@/components/ui/cropper', () => ({
  CROP_ASPECT: { avatar: 1, cover: 16 / 5 },
  Cropper: ({ open, image, onSave, aspect }: { open: boolean; image: Blob | null; onSave: (b: Blob) => Promise<void>; aspect: number }) =>
    open && image ? (
      <button type="button" data-aspect={aspect} onClick={() => void onSave(image)}>
        Usar recorte
      </button>
    ) : null,
}));

startMockServer();

// jsdom's FormData never completes through msw's XMLHttpRequest interceptor: the multipart call is
// recorded here and replayed to the msw handler with a stand-in multipart body.
const sent: { url: string; file: FormDataEntryValue | null }[] = [];
const post = http.post.bind(http);
beforeEach(() => {
  sent.length = 0;
  vi.spyOn(http, 'post').mockImplementation(((url: string, body: unknown, config?: object) => {
    if (!(body instanceof FormData)) return post(url, body, config);
    sent.push({ url, file: body.get('file') });
    return post(url, '--x--', { ...config, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  }) as typeof http.post);
});

const open = (serviceId: string | null) =>
  renderAppPage('/app/services', '/app/services', () => <ServiceFormHost initial={{ serviceId }} />);
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'foto.png', { type: 'image/png' });

describe('service form image', () => {
  it('uploads the cropped photo of an existing service right away (square crop)', async () => {
    open(SVC_BARBA);
    const drawer = await screen.findByRole('dialog', { name: 'Editar serviço' });
    await userEvent.upload(await within(drawer).findByLabelText('Escolher foto do serviço'), png());
    const crop = await screen.findByRole('button', { name: 'Usar recorte' });
    expect(crop).toHaveAttribute('data-aspect', '1');
    await userEvent.click(crop);
    await waitFor(() => expect(schdb().services.find((s) => s.id === SVC_BARBA)!.image_url).toMatch(/^\/uploads\/c-demo\/service-/));
    const url = schdb().services.find((s) => s.id === SVC_BARBA)!.image_url;
    expect(sent).toEqual([{ url: `/user/c-demo/service/${SVC_BARBA}/upload_image`, file: expect.any(File) }]);
    expect(await within(drawer).findByRole('img', { name: 'Imagem do serviço' })).toHaveAttribute('src', url);
    // Saving the form keeps the uploaded address.
    await userEvent.click(screen.getByTestId('service-form-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(schdb().services.find((s) => s.id === SVC_BARBA)!.image_url).toBe(url);
  });

  it('keeps the photo of a new service and uploads it once the service exists', async () => {
    open(null);
    const drawer = await screen.findByRole('dialog', { name: 'Novo serviço' });
    await userEvent.type(await within(drawer).findByLabelText(/Nome do serviço/), 'Sobrancelha');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Sem preço' }));
    await userEvent.upload(within(drawer).getByLabelText('Escolher foto do serviço'), png());
    await userEvent.click(await screen.findByRole('button', { name: 'Usar recorte' }));
    expect(await within(drawer).findByText('A foto é enviada quando você salvar o serviço.')).toBeInTheDocument();
    expect(schdb().services.some((s) => s.title === 'Sobrancelha')).toBe(false);
    await userEvent.click(screen.getByTestId('service-form-submit'));
    await waitFor(() => expect(schdb().services.find((s) => s.title === 'Sobrancelha')?.image_url).toMatch(/^\/uploads\/c-demo\/service-/));
    const created = schdb().services.find((s) => s.title === 'Sobrancelha')!;
    expect(sent).toEqual([{ url: `/user/c-demo/service/${created.id}/upload_image`, file: expect.any(File) }]);
  });
});
