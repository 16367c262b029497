// Issue 16: a service nobody performs is flagged where services are listed (it cannot be booked); the
// others name the professionals who do them.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { schdb } from '@/mocks/handlers/scheduling/scheduling-db';
import { renderAppPage } from '@/test/app-page';
import { startMockServer } from '@/test/msw';
import { ServicesPage } from './services-page';

startMockServer();

describe('services list', () => {
  it('flags a service without a professional and names the professionals of the others', async () => {
    schdb().services.find((s) => s.title === 'Barba')!.calendar_ids = [];
    renderAppPage('/app/servicos', '/app/servicos', ServicesPage);
    const cards = await screen.findAllByTestId('service-card');
    const card = (title: string) => within(cards.find((c) => within(c).queryByRole('heading', { name: title }))!);
    expect(card('Barba').getByText('Nenhum profissional faz este serviço')).toBeInTheDocument();
    expect(card('Corte masculino').queryByText('Nenhum profissional faz este serviço')).toBeNull();
    expect(card('Corte masculino').getByText('Carlos')).toBeInTheDocument();
    expect(card('Corte masculino').getByText('Marina')).toBeInTheDocument();
  });
});
