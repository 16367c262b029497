import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TChatMessage } from '../../api/chat-types';
import { MessageMedia } from './message-media';

const base: TChatMessage = {
  id: 'm1',
  chat_id: 'c1',
  role: 'client',
  content: '',
  content_type: 'audio',
  media: null,
  media_url: null,
  media_kind: null,
  media_mime_type: null,
  media_size: null,
  transcription: null,
  external_id: null,
  user_id: null,
  sentiment: null,
  delivery_status: null,
  attempts: 0,
  last_error: null,
  sent_at: null,
  created_at: '2026-11-20T12:00:00.000Z',
  actions: [],
};

describe('MessageMedia', () => {
  it('renders an image thumbnail linking to the file', () => {
    render(<MessageMedia message={{ ...base, content_type: 'image', media_kind: 'image', media_url: '/uploads/co/image-1.png' }} />);
    expect(screen.getByAltText('Imagem enviada pelo cliente')).toHaveAttribute('src', '/uploads/co/image-1.png');
  });

  it('renders an audio player with the transcription below', () => {
    const { container } = render(
      <MessageMedia
        message={{ ...base, media_kind: 'audio', media_url: '/uploads/co/audio-1.ogg', transcription: 'quero marcar corte amanhã' }}
      />,
    );
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/uploads/co/audio-1.ogg');
    expect(screen.getByTestId('message-transcription')).toHaveTextContent('quero marcar corte amanhã');
  });

  it('renders a document as a file link, and a missing file with its note', () => {
    const { rerender } = render(
      <MessageMedia
        message={{
          ...base,
          content_type: 'document',
          media_kind: 'document',
          media_url: '/uploads/co/document-1.pdf',
          media: { fileName: 'exame.pdf' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'exame.pdf' })).toHaveAttribute('href', '/uploads/co/document-1.pdf');
    rerender(
      <MessageMedia
        message={{ ...base, content_type: 'image', media_kind: 'image', media_url: null, media: { note: 'arquivo grande demais' } }}
      />,
    );
    expect(screen.getByTestId('message-media-missing')).toHaveTextContent('Imagem não disponível (arquivo grande demais)');
  });
});
