// What the fake Evolution API takes on its three send routes (src/api/dto/sendMessage.dto.ts):
// sendText {number, text}; sendMedia {number, mediatype: image|video|document, mimetype?, caption?,
// media: URL or base64, fileName?}; sendWhatsAppAudio {number, audio: URL or base64} (a voice note).
export type TEvolutionSendRoute = 'sendText' | 'sendMedia' | 'sendWhatsAppAudio';
export const EVOLUTION_SEND_ROUTES: readonly TEvolutionSendRoute[] = ['sendText', 'sendMedia', 'sendWhatsAppAudio'];

export interface FakeEvolutionMedia {
  mediatype: 'image' | 'video' | 'document' | 'audio';
  /** The URL or base64 the caller gave. */
  media: string;
  mimetype?: string;
  caption?: string;
  fileName?: string;
}

interface TOutgoing {
  text: string;
  media?: FakeEvolutionMedia;
  message: Record<string, unknown>;
  messageType: string;
}

const MEDIA_TYPES: readonly string[] = ['image', 'video', 'document'];
const isUrlOrBase64 = (v: unknown): v is string =>
  typeof v === 'string' && (/^https?:\/\/\S+$/.test(v) || /^(data:[^,]*,)?[A-Za-z0-9+/]+=*$/.test(v));
export const opt = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The message a send body asks for; a string is the 400 message the real API gives. */
export function evolutionOutgoingOf(route: TEvolutionSendRoute, body: Record<string, unknown>): TOutgoing | string {
  if (route === 'sendText') {
    if (typeof body.text !== 'string' || body.text === '') return 'Text is required';
    return { text: body.text, message: { conversation: body.text }, messageType: 'conversation' };
  }
  if (route === 'sendWhatsAppAudio') {
    if (!isUrlOrBase64(body.audio)) return 'Owned media must be a url or base64';
    const media: FakeEvolutionMedia = { mediatype: 'audio', media: body.audio };
    return { text: '', media, message: { audioMessage: { url: body.audio, ptt: true } }, messageType: 'audioMessage' };
  }
  if (typeof body.mediatype !== 'string' || !MEDIA_TYPES.includes(body.mediatype)) return 'mediatype must be image, video or document';
  if (!isUrlOrBase64(body.media)) return 'Owned media must be a url or base64';
  const media: FakeEvolutionMedia = { mediatype: body.mediatype as FakeEvolutionMedia['mediatype'], media: body.media };
  const [mimetype, caption, fileName] = [opt(body.mimetype), opt(body.caption), opt(body.fileName)];
  if (mimetype) media.mimetype = mimetype;
  if (caption) media.caption = caption;
  if (fileName) media.fileName = fileName;
  const messageType = `${media.mediatype}Message`;
  return {
    text: caption ?? '',
    media,
    message: { [messageType]: { url: media.media, mimetype, caption, fileName } },
    messageType,
  };
}
