import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@/lib/events';
import { mockScanQr } from '@/mocks/handlers/secretary/integrations-handlers';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { InstagramPage } from './instagram-page';
import { WhatsappPage } from './whatsapp-page';

startMockServer();

describe('WhatsApp integration page', () => {
  it('connects through the QR code, follows the live status and disconnects with the reason in Portuguese', async () => {
    renderAppPage('/app/integracoes/whatsapp', '/app/integracoes/whatsapp', WhatsappPage);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Quero também um código/ }));
    await userEvent.type(screen.getByLabelText('Número do WhatsApp da empresa'), '11977776666');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar QR Code' }));

    expect(await screen.findByTestId('whatsapp-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByTestId('whatsapp-pairing-code')).toHaveTextContent('K7PD-4QXM');

    // The phone reads the QR: the gateway's connection.update reaches the company room.
    const connected = mockScanQr('c-demo', '5511977776666')!;
    act(() => emit('server:integration_update', connected));
    expect(await screen.findByTestId('whatsapp-status')).toHaveTextContent('Conectado');
    expect(screen.getByTestId('whatsapp-account')).toHaveTextContent('+55 (11) 97777-6666');

    await userEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desconectar o WhatsApp?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(screen.getByTestId('whatsapp-status')).toHaveTextContent('Desconectado'));
    expect(screen.getByTestId('whatsapp-disconnect-reason')).toHaveTextContent('Alguém da equipe desconectou por aqui.');
    expect(screen.getByRole('button', { name: 'Conectar de novo' })).toBeInTheDocument();
  });

  it('asks for a valid phone before generating a pairing code', async () => {
    renderAppPage('/app/integracoes/whatsapp', '/app/integracoes/whatsapp', WhatsappPage);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Quero também um código/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Informe o telefone.')).toBeInTheDocument();
  });
});

describe('Instagram integration page', () => {
  it('opens the enable-feature modal first, then the Instagram redirect modal (extra-feature gate)', async () => {
    renderAppPage('/app/integracoes/instagram', '/app/integracoes/instagram', InstagramPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Conectar Instagram' }));
    const enable = await screen.findByRole('dialog', { name: 'Habilitar Instagram' });
    expect(enable).toHaveTextContent('R$ 49,90 por mês');
    await userEvent.click(within(enable).getByRole('button', { name: /Habilitar por/ }));
    expect(await screen.findByRole('dialog', { name: 'Conectar o Instagram' })).toHaveTextContent('conta do Instagram profissional');
  });
});
