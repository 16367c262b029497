import { FileText, Mic } from 'lucide-react';
import type { TChatMessage } from '../../api/chat-types';

/** The client's file: image thumbnail, audio player with its transcription, or a file link. */
export function MessageMedia({ message }: { message: TChatMessage }) {
  const kind = message.media_kind;
  const url = message.media_url;
  const note = typeof message.media?.note === 'string' ? message.media.note : null;
  if (!kind) return null;
  if (!url) {
    return (
      <p className="mb-1 text-xs italic text-muted-foreground" data-testid="message-media-missing">
        {kind === 'audio' ? 'Áudio' : kind === 'image' ? 'Imagem' : kind === 'video' ? 'Vídeo' : 'Arquivo'} não disponível
        {note ? ` (${note})` : ''}
      </p>
    );
  }
  if (kind === 'image') {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="mb-1 block">
        <img src={url} alt="Imagem enviada pelo cliente" loading="lazy" className="max-h-60 max-w-full rounded-lg object-cover" />
      </a>
    );
  }
  if (kind === 'audio') {
    return (
      <div className="mb-1 space-y-1">
        <audio controls preload="none" src={url} className="w-full max-w-xs" aria-label="Áudio do cliente" />
        {message.transcription ? (
          <p className="flex items-start gap-1 text-xs text-muted-foreground" data-testid="message-transcription">
            <Mic className="mt-0.5 size-3 shrink-0" aria-hidden />
            <span>“{message.transcription}”</span>
          </p>
        ) : null}
      </div>
    );
  }
  if (kind === 'video') {
    return <video controls preload="none" src={url} className="mb-1 max-h-60 max-w-full rounded-lg" aria-label="Vídeo do cliente" />;
  }
  const name =
    typeof message.media?.fileName === 'string'
      ? message.media.fileName
      : typeof message.media?.filename === 'string'
        ? message.media.filename
        : 'Abrir documento';
  return (
    <a href={url} target="_blank" rel="noreferrer" className="mb-1 flex items-center gap-1.5 text-sm font-medium text-primary underline">
      <FileText className="size-4 shrink-0" aria-hidden />
      {name}
    </a>
  );
}
