// Conversation channels of docs/spec.md §3 "Channels" and the client column each one identifies clients by.

export const CHANNELS = ['whatsapp', 'instagram', 'email', 'web', 'facebook', 'telegram', 'test'] as const;
export type TChannel = (typeof CHANNELS)[number];

export type TClientChannelColumn = 'whatsapp_remote_jid' | 'instagram_username' | 'email' | 'facebook_username' | 'telegram_username';

// web chats are started from a phone number, and test chats come from the playground user's e-mail.
const CHANNEL_CLIENT_COLUMN: Record<TChannel, TClientChannelColumn> = {
  whatsapp: 'whatsapp_remote_jid',
  instagram: 'instagram_username',
  email: 'email',
  web: 'whatsapp_remote_jid',
  facebook: 'facebook_username',
  telegram: 'telegram_username',
  test: 'email',
};

export function clientColumnForChannel(channel: TChannel): TClientChannelColumn {
  return CHANNEL_CLIENT_COLUMN[channel];
}

export const CHANNEL_LABELS: Record<TChannel, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  email: 'E-mail',
  web: 'Web',
  facebook: 'Facebook',
  telegram: 'Telegram',
  test: 'Teste',
};
