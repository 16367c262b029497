// Inbound files (image, audio, video, document): downloaded in the worker step that processes the
// stored webhook event (never inside the webhook request), stored under the company with
// storeCompanyFile, and — for audio, when an LLM provider is configured — transcribed so the brain
// reads the voice note as the client's text. Any failure leaves a note instead of failing the turn.
import { UPLOAD_LIMITS } from '@agenda/shared/files';
import { BodyTooLarge, fetchWithTimeout, readBodyCapped } from '../../integrations/fetch-with-timeout.js';
import { createLlmClient } from '../../integrations/llm/client.js';
import type { TAppContext } from '../../lib/context.js';
import { storeCompanyFile } from '../uploads/storage.js';
import { isGateway, whatsappCloudClient } from '../channels/clients.js';
import { credentialsOf, type TIntegrationRow } from '../channels/repo.js';
import type { TInboundPayload } from '../channels/repo-inbound.js';

type TMessagePayload = Extract<TInboundPayload, { kind: 'message' }>;
export type TMediaKind = 'image' | 'audio' | 'video' | 'document';

export interface TResolvedMedia {
  media_kind: TMediaKind;
  media_url: string | null;
  media_mime_type: string | null;
  media_size: number | null;
  transcription: string | null;
  /** Why the file is missing (or not transcribed), shown to staff; null when all went well. */
  note: string | null;
}

const MIB = 1024 * 1024;
// Documents have no upload type of their own in docs/spec.md §5; they get the audio limit (10 MB).
const MEDIA_LIMITS: Record<TMediaKind, number> = {
  image: UPLOAD_LIMITS.photo,
  audio: UPLOAD_LIMITS.audio,
  video: UPLOAD_LIMITS.video,
  document: 10 * MIB,
};
const TOO_LARGE_NOTE = 'arquivo grande demais';
const DOWNLOAD_TIMEOUT_MS = 20_000;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'audio/webm': 'webm',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** 'audio/ogg; codecs=opus' → 'ogg'; unknown types fall back to the file name's extension, then 'bin'. */
function extensionFor(mimeType: string | null, fileName?: string | null): string {
  const base = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if (EXTENSIONS[base]) return EXTENSIONS[base];
  const fromName = fileName && /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1];
  return fromName ? fromName.toLowerCase() : 'bin';
}

export const isMediaKind = (t: string): t is TMediaKind => t === 'image' || t === 'audio' || t === 'video' || t === 'document';

interface TFetched {
  data: Buffer;
  mimeType: string | null;
  fileName: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

async function fetchFile(ctx: TAppContext, integration: TIntegrationRow, p: TMessagePayload, kind: TMediaKind): Promise<TFetched> {
  const media = p.media ?? {};
  const cap = MEDIA_LIMITS[kind];
  if (integration.identifier === 'whatsapp_api_oficial') {
    // GET /{version}/{media-id} → {url, mime_type, sha256, file_size, id}; then GET url with the same Bearer token.
    const mediaId = str(media.id);
    if (!mediaId) throw new Error('mensagem sem id de mídia');
    const client = whatsappCloudClient(ctx, integration, await credentialsOf(ctx.db, integration.id));
    const info = await client.getMedia(mediaId);
    if (info.fileSize !== null && info.fileSize > cap) throw new BodyTooLarge(cap);
    return {
      data: await client.downloadMedia(info.url, cap),
      mimeType: info.mimeType || str(media.mimeType),
      fileName: str(media.filename),
    };
  }
  if (isGateway(integration.identifier)) {
    // Evolution inlines the file at message.base64 when the webhook is set with base64: true.
    const b64 = str(media.base64);
    const declared = typeof media.fileLength === 'number' ? media.fileLength : null;
    if (declared !== null && declared > cap) throw new BodyTooLarge(cap);
    if (!b64) throw new Error('o gateway não enviou o arquivo (webhook sem base64)');
    const data = Buffer.from(b64.replace(/^data:[^,]*,/, ''), 'base64');
    if (data.length > cap) throw new BodyTooLarge(cap);
    return { data, mimeType: str(media.mimeType), fileName: str(media.fileName) };
  }
  if (integration.identifier === 'instagram') {
    // attachments[].payload.url: a CDN URL, fetched without credentials.
    const attachments = Array.isArray(media.attachments) ? (media.attachments as Array<{ url?: unknown }>) : [];
    const url = str(attachments[0]?.url);
    if (!url) throw new Error('anexo sem URL');
    const res = await fetchWithTimeout(fetch, url, { method: 'GET' }, DOWNLOAD_TIMEOUT_MS);
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new Error(`download HTTP ${res.status}`);
    }
    return { data: await readBodyCapped(res, cap), mimeType: str(res.headers.get('content-type')), fileName: null };
  }
  throw new Error(`canal sem mídia: ${integration.identifier}`);
}

async function transcribe(ctx: TAppContext, file: TFetched, ext: string): Promise<string> {
  const llm = createLlmClient({
    baseUrl: ctx.config.LLM_BASE_URL,
    apiKey: ctx.config.LLM_API_KEY!,
    model: ctx.config.LLM_MODEL,
    transcriptionModel: ctx.config.LLM_TRANSCRIPTION_MODEL,
    timeoutMs: ctx.config.LLM_TIMEOUT_MS,
    maxRetries: 1,
  });
  const res = await llm.transcribe({
    audio: new Uint8Array(file.data),
    filename: `audio.${ext}`,
    ...(file.mimeType ? { mimeType: file.mimeType } : {}),
    language: 'pt',
  });
  return res.text.trim();
}

/**
 * Downloads, stores and (audio) transcribes the file of an inbound message. Never throws: a failed
 * download or transcription comes back as a note, and the message is kept.
 */
export async function resolveInboundMedia(
  ctx: TAppContext,
  integration: TIntegrationRow,
  companyId: string,
  p: TMessagePayload,
): Promise<TResolvedMedia | null> {
  if (!isMediaKind(p.content_type)) return null;
  const kind = p.content_type;
  const out: TResolvedMedia = {
    media_kind: kind,
    media_url: null,
    media_mime_type: str(p.media?.mimeType),
    media_size: null,
    transcription: null,
    note: null,
  };
  let file: TFetched;
  try {
    file = await fetchFile(ctx, integration, p, kind);
  } catch (error) {
    out.note =
      error instanceof BodyTooLarge ? TOO_LARGE_NOTE : `não foi possível baixar o arquivo: ${(error as Error).message}`.slice(0, 300);
    return out;
  }
  const ext = extensionFor(file.mimeType, file.fileName);
  try {
    out.media_url = await storeCompanyFile(ctx, companyId, kind, ext, file.data);
    out.media_mime_type = file.mimeType;
    out.media_size = file.data.length;
  } catch (error) {
    out.note = `não foi possível guardar o arquivo: ${(error as Error).message}`.slice(0, 300);
    return out;
  }
  if (kind === 'audio' && ctx.config.LLM_API_KEY) {
    try {
      const text = await transcribe(ctx, file, ext);
      if (text) out.transcription = text;
    } catch (error) {
      out.note = `não foi possível transcrever o áudio: ${(error as Error).message}`.slice(0, 300);
    }
  }
  return out;
}

/** Provider fields worth keeping on the message row (never the inline base64). */
export function mediaMetaOf(media: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!media) return null;
  const { base64: _drop, ...rest } = media;
  return rest;
}
