import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@/lib/events';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import type { TChat, TChatMessage } from '../api/chat-types';
import { ChatsPage } from './chats-page';
import { ClientConversationsPage } from './client-conversations-page';

startMockServer();

const openJoao = () => renderAppPage('/app/chats', '/app/chats?chat=chat-joao', ChatsPage);

describe('chats inbox', () => {
  it('lists the chats with the transferred one flagged and opens a conversation with its bookings', async () => {
    openJoao();
    const list = await screen.findByTestId('chat-list');
    await waitFor(() => expect(within(list).getAllByTestId('chat-list-item')).toHaveLength(2));
    expect(within(list).getAllByTestId('chat-list-item')[0]).toHaveTextContent('João Pereira');
    expect(within(list).getAllByTestId('chat-list-item')[1]).toHaveTextContent('Aguardando atendente');

    expect(await screen.findByText('pode ser o segundo')).toBeInTheDocument();
    expect(screen.getByTestId('conversation-title')).toHaveTextContent('João Pereira');
    // WhatsApp *bold* is rendered, not shown with asterisks.
    expect(screen.getAllByText('Corte masculino', { selector: 'strong' }).length).toBeGreaterThan(0);
    const bookings = await screen.findByTestId('client-bookings');
    expect(within(bookings).getByTestId('client-booking')).toHaveTextContent('Corte masculino');
    expect(within(bookings).getByTestId('client-booking')).toHaveTextContent('Pela assistente');
  });

  it('staff answer as role user with Enter, which pauses the assistant; resume and transfer switch it', async () => {
    openJoao();
    await screen.findByText('pode ser o segundo');
    expect(screen.getByTestId('handoff-bar')).toHaveAttribute('data-state', 'assistant');

    const box = screen.getByLabelText('Mensagem para o cliente');
    await userEvent.type(box, 'Oi João, aqui é o Rafael!{Enter}');
    const sent = await within(screen.getByTestId('message-list')).findByText('Oi João, aqui é o Rafael!');
    const bubble = sent.closest('[data-testid="chat-message"]')!;
    expect(bubble).toHaveAttribute('data-role', 'user');
    expect(bubble).toHaveTextContent('Equipe');
    expect(within(bubble as HTMLElement).getByRole('img', { name: 'Enviando' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('handoff-bar')).toHaveAttribute('data-state', 'human'));
    expect(screen.getByTestId('handoff-bar')).toHaveTextContent(/Assistente pausada até .* porque a equipe respondeu/);

    await userEvent.click(screen.getByRole('button', { name: 'Retomar assistente' }));
    await waitFor(() => expect(screen.getByTestId('handoff-bar')).toHaveAttribute('data-state', 'assistant'));

    await userEvent.click(screen.getByRole('button', { name: 'Transferir para humano' }));
    await waitFor(() => expect(screen.getByTestId('handoff-bar')).toHaveTextContent('O cliente está esperando uma pessoa da equipe'));
  });

  it('does not send an empty answer', async () => {
    openJoao();
    await screen.findByText('pode ser o segundo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Escreva a mensagem.')).toBeInTheDocument();
  });

  it('shows a client message pushed through the company room without reloading', async () => {
    openJoao();
    await screen.findByText('pode ser o segundo');
    const chat: TChat = {
      id: 'chat-joao',
      company_id: 'c-demo',
      client_id: 'a0a0a0a0-0000-4000-8000-000000000001',
      channel: 'whatsapp',
      integration_id: 'i-wa',
      remote_id: '5511987654321',
      display_name: 'João Pereira',
      last_message_at: new Date().toISOString(),
      last_message_preview: 'valeu, até amanhã!',
      unread_count: 0,
      is_transferred_to_human: false,
      transferred_at: null,
      assistant_suspended_until: null,
      is_assistant_active: true,
      last_sentiment: 4,
      average_sentiment: 3,
      admin_tags: [],
      created_at: new Date().toISOString(),
    };
    const message: TChatMessage = {
      id: 'live-1',
      chat_id: 'chat-joao',
      role: 'client',
      content: 'valeu, até amanhã!',
      content_type: 'text',
      media: null,
      media_url: null,
      media_kind: null,
      media_mime_type: null,
      media_size: null,
      transcription: null,
      external_id: null,
      user_id: null,
      sentiment: 4,
      delivery_status: null,
      attempts: 0,
      last_error: null,
      sent_at: null,
      created_at: new Date().toISOString(),
      actions: [],
    };
    act(() => emit('server:chat_update', { chat, messages: [message] }));
    expect(await screen.findByText('valeu, até amanhã!', { selector: 'span' })).toBeInTheDocument();
  });

  it('filters the inbox by search', async () => {
    renderAppPage('/app/chats', '/app/chats', ChatsPage);
    await screen.findByText('Escolha uma conversa');
    await userEvent.type(screen.getByLabelText('Buscar conversa'), 'maria');
    await waitFor(() => expect(screen.getAllByTestId('chat-list-item')).toHaveLength(1));
    expect(screen.getByTestId('chat-list-item')).toHaveTextContent('Maria Oliveira');
  });
});

describe('client conversations', () => {
  it('shows the same chat under /app/clientes/{id}/conversas', async () => {
    renderAppPage(
      '/app/clientes/:client_id/conversas',
      '/app/clientes/a0a0a0a0-0000-4000-8000-000000000001/conversas',
      ClientConversationsPage,
    );
    expect(await screen.findByText('pode ser o segundo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conversas de João Pereira');
    expect(screen.getByLabelText('Mensagem para o cliente')).toBeInTheDocument();
  });

  it('says so when the client has no chat', async () => {
    renderAppPage(
      '/app/clientes/:client_id/conversas',
      '/app/clientes/00000000-0000-4000-8000-000000000000/conversas',
      ClientConversationsPage,
    );
    expect(await screen.findByText('Nenhuma conversa com este cliente')).toBeInTheDocument();
  });
});
