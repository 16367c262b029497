// Chat and message enums of docs/spec.md §3 "Chats and messages".

export const MESSAGE_ROLES = ['user', 'client', 'admin', 'ai'] as const;
export type TMessageRole = (typeof MESSAGE_ROLES)[number];

export const MESSAGE_ROLE_LABELS: Record<TMessageRole, string> = {
  user: 'Equipe',
  client: 'Cliente',
  admin: 'Administrador',
  ai: 'Assistente',
};

// Spelling (CRITICT, EXCELENT) kept as stored: these are persisted values, not display text.
export const CHAT_ADMIN_TAGS = ['CRITICT_ERROR', 'SIMPLE_ERROR', 'EXCELENT_EXAMPLE', 'NORMAL_EXAMPLE', 'REVISED'] as const;

export const SENTIMENT_MIN = -5;
export const SENTIMENT_MAX = 5;

// Only the ends and the middle are named by the spec; the steps between are ours.
export function sentimentLabel(score: number): string {
  if (!Number.isFinite(score)) throw new RangeError(`Invalid sentiment: ${score}`);
  const s = Math.max(SENTIMENT_MIN, Math.min(SENTIMENT_MAX, Math.round(score)));
  if (s <= -5) return 'Extremamente negativo';
  if (s <= -3) return 'Muito negativo';
  if (s < 0) return 'Negativo';
  if (s === 0) return 'Neutro';
  if (s < 3) return 'Positivo';
  if (s < 5) return 'Muito positivo';
  return 'Extremamente positivo';
}

export const CHAT_SORT_OPTIONS = ['last_message', 'transfer_to_human', 'display_name', 'average_sentiment', 'last_sentiment'] as const;
export type TChatSortOption = (typeof CHAT_SORT_OPTIONS)[number];

export const CHAT_SORT_OPTION_LABELS: Record<TChatSortOption, string> = {
  last_message: 'Última mensagem',
  transfer_to_human: 'Transferidos para humano',
  display_name: 'Nome',
  average_sentiment: 'Sentimento médio',
  last_sentiment: 'Último sentimento',
};
