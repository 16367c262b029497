// The media message bodies of POST /{phone-number-id}/messages: `type` is image, document, audio or
// video and the object of the same name holds a public `link` (or the `id` of an uploaded file), an
// optional `caption` (not for audio) and, for documents, an optional `filename`.
type FakeWhatsappMediaType = 'image' | 'document' | 'audio' | 'video';

export interface FakeWhatsappMedia {
  type: FakeWhatsappMediaType;
  link?: string;
  id?: string;
  caption?: string;
  filename?: string;
}

const TYPES: readonly string[] = ['image', 'document', 'audio', 'video'];

/** The media of a send body; null for another type; a string says what is wrong (Graph's error_data.details). */
function whatsappMediaOf(body: Record<string, unknown>): FakeWhatsappMedia | string | null {
  const type = body.type;
  if (typeof type !== 'string' || !TYPES.includes(type)) return null;
  const obj = body[type] as Record<string, unknown> | undefined;
  if (!obj || typeof obj !== 'object') return `${type} object is required`;
  const { link, id, caption, filename } = obj;
  if (typeof link === 'string' ? !/^https?:\/\/\S+$/.test(link) : typeof id !== 'string' || id === '') {
    return `${type}.link must be an http(s) URL or ${type}.id an uploaded media id`;
  }
  if (caption !== undefined && (typeof caption !== 'string' || type === 'audio')) return `${type}.caption is not valid`;
  if (filename !== undefined && (typeof filename !== 'string' || type !== 'document')) return `${type}.filename is not valid`;
  const media: FakeWhatsappMedia = { type: type as FakeWhatsappMediaType };
  if (typeof link === 'string') media.link = link;
  else media.id = id as string;
  if (typeof caption === 'string') media.caption = caption;
  if (typeof filename === 'string') media.filename = filename;
  return media;
}

/** What a send body carries: a text (`body`) or a media message (`body` is its caption); a string says what is wrong. */
export function outgoingContentOf(body: Record<string, unknown>): { body: string; media?: FakeWhatsappMedia } | string {
  const media = whatsappMediaOf(body);
  if (typeof media === 'string') return media;
  if (media) return { body: media.caption ?? '', media };
  const text = body.text as { body?: unknown } | undefined;
  if (body.type !== 'text' || typeof text?.body !== 'string' || text.body === '') return 'to, type "text" and text.body are required';
  return { body: text.body };
}
