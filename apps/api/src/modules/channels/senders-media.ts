// Sends one file of the company's media library (/app/midias-e-arquivos) as a real media message:
// the provider downloads it from a signed, expiring link under PUBLIC_URL (the same /files/ links the
// app uses, valid for FILE_URL_TTL_SECONDS), so the bytes never pass through the send call.
//   WhatsApp Cloud: POST /{phone-number-id}/messages {type: image|document|audio|video, <type>: {link, caption?, filename?}}
//   Evolution:      POST /message/sendMedia/{instance} {mediatype, mimetype, caption, media: link, fileName};
//                   audio goes to /message/sendWhatsAppAudio/{instance} {audio: link} (a voice note)
//   Instagram:      POST /{ig-id}/messages {message: {attachment: {type: image|video|audio|file, payload: {url}}}},
//                   then the caption as a text (attachments carry none)
// A file that is gone, a kind no channel takes, or no PUBLIC_URL is a failure that is not retried.
import type { TAppContext } from '../../lib/context.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import { signFileUrl } from '../../lib/storage/signed-url.js';
import { findMediaRow } from '../media/repo.js';
import { evolutionClient, instagramClient, isGateway, whatsappCloudClient } from './clients.js';
import { credentialsOf } from './repo.js';
import { evolutionMessageId, integrationToSend, providerFailure, SendFailure } from './senders.js';

type TKind = 'image' | 'video' | 'audio' | 'document';
const KINDS: readonly string[] = ['image', 'video', 'audio', 'document'];
const INSTAGRAM_TYPE = { image: 'image', video: 'video', audio: 'audio', document: 'file' } as const;

export interface TMediaSend {
  integrationId: string | null;
  to: string;
  companyId: string;
  mediaId: string;
  caption: string | null;
  idempotencyKey?: string;
}

/** The library file's row and a link the provider can download it from; a SendFailure when it cannot be sent. */
async function mediaLink(ctx: TAppContext, v: TMediaSend) {
  const row = await findMediaRow(ctx.db, v.companyId, v.mediaId);
  if (!row) throw new SendFailure('arquivo não encontrado na biblioteca de mídias (foi apagado?)', false);
  if (!KINDS.includes(row.kind)) throw new SendFailure(`tipo de mídia não suportado pelos canais: ${row.kind}`, false);
  if (!(await fileStoreOf(ctx.config).get(row.file_key))) {
    throw new SendFailure(`o arquivo "${row.name}" não está mais no armazenamento`, false);
  }
  const base = ctx.config.PUBLIC_URL?.replace(/\/+$/, '');
  if (!base) throw new SendFailure('PUBLIC_URL não configurada: o canal não tem de onde baixar o arquivo', false);
  return { row, kind: row.kind as TKind, link: `${base}${signFileUrl(ctx.config, row.file_key, ctx.now())}` };
}

export async function sendChannelMedia(ctx: TAppContext, v: TMediaSend): Promise<{ externalId: string }> {
  const integration = await integrationToSend(ctx, v.integrationId);
  const { row, kind, link } = await mediaLink(ctx, v);
  const caption = v.caption?.trim() || undefined;
  const creds = await credentialsOf(ctx.db, integration.id);
  try {
    if (integration.identifier === 'whatsapp_api_oficial') {
      const client = whatsappCloudClient(ctx, integration, creds);
      const sent = await client.sendMedia({ to: v.to, type: kind, link, caption, filename: row.name });
      return { externalId: sent.messageId };
    }
    if (isGateway(integration.identifier)) {
      const sent = await evolutionClient(ctx).sendMedia(String(integration.meta.instance_name ?? ''), {
        number: v.to,
        mediatype: kind,
        media: link,
        mimetype: row.file_mime,
        fileName: row.name,
        ...(caption ? { caption } : {}),
        ...(v.idempotencyKey ? { messageId: evolutionMessageId(v.idempotencyKey) } : {}),
      });
      return { externalId: sent.messageId };
    }
    if (integration.identifier === 'instagram') {
      const client = instagramClient(ctx, integration, creds);
      const sent = await client.sendAttachment({ recipientId: v.to, type: INSTAGRAM_TYPE[kind], url: link });
      if (caption) {
        // The file is out: a caption that fails is recorded, never a reason to send the file again.
        await client.sendText({ recipientId: v.to, text: caption }).catch((error: Error) => {
          throw new SendFailure(`arquivo enviado, mas a legenda não: ${error.message}`, false);
        });
      }
      return { externalId: sent.messageId };
    }
  } catch (error) {
    throw providerFailure(error);
  }
  throw new SendFailure(`canal desconhecido: ${integration.identifier}`, false);
}
