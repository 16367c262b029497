// DTOs of the client list, profile and CRM board (shapes in packages/shared/src/schemas/clients.ts).
import { CHANNELS, type TChannel } from '@agenda/shared/channel';
import type { TCrmStage } from '@agenda/shared/crm';
import type { TClientDetailDto, TClientListItemDto } from '@agenda/shared/schemas/clients';
import type { TClientListRow } from './repo-list.js';
import type { TClientRow } from './repo.js';

type TChannelColumns = Pick<TClientRow, 'whatsapp_remote_jid' | 'instagram_username' | 'email' | 'facebook_username' | 'telegram_username'>;

/** The channels a client can be reached on: the identifying columns plus every channel they chatted on. */
function channelsOf(c: TChannelColumns, chatChannels: readonly string[] = []): TChannel[] {
  const set = new Set<string>(chatChannels);
  if (c.whatsapp_remote_jid) set.add('whatsapp');
  if (c.instagram_username) set.add('instagram');
  if (c.email) set.add('email');
  if (c.facebook_username) set.add('facebook');
  if (c.telegram_username) set.add('telegram');
  return CHANNELS.filter((ch) => set.has(ch));
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const clientListItemDto = (r: TClientListRow): TClientListItemDto => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  crm_stage: r.crm_stage as TCrmStage,
  tags: r.tags,
  birthday: r.birthday,
  channels: channelsOf(r, r.chat_channels),
  last_visit_at: iso(r.last_visit_at),
});

export const clientDetailDto = (c: TClientRow, extra: { chatChannels: string[]; lastVisitAt: Date | null }): TClientDetailDto => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  crm_stage: c.crm_stage as TCrmStage,
  tags: c.tags,
  birthday: c.birthday,
  channels: channelsOf(c, extra.chatChannels),
  last_visit_at: iso(extra.lastVisitAt),
  gender: (c.gender as TClientDetailDto['gender']) ?? null,
  notes: c.notes,
  address: c.address,
  whatsapp_remote_jid: c.whatsapp_remote_jid,
  instagram_username: c.instagram_username,
  facebook_username: c.facebook_username,
  telegram_username: c.telegram_username,
  created_at: c.created_at.toISOString(),
});
