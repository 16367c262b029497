import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@/lib/events';
import { schdb, uuid } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { NotificationBell } from './notification-bell';

startMockServer();

describe('notification bell', () => {
  it('counts the unread ones, updates live and marks all as read', async () => {
    renderAppPage('/app/agenda', '/app/agenda', NotificationBell);
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    schdb().notifications.push({
      id: uuid(999),
      company_id: 'c-demo',
      type: 'schedule_cancellation',
      title: 'Agendamento cancelado',
      body: 'João Pereira cancelou Corte masculino.',
      data: {},
      read_at: null,
      created_at: new Date().toISOString(),
    });
    act(() => emit('server:notification', { type: 'schedule_cancellation' }));
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));
    await userEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('Agendamento cancelado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(schdb().notifications.every((n) => n.read_at)).toBe(true);
  });
});
