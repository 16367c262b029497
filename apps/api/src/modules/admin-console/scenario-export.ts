// A reviewed conversation as an eval scenario (apps/api/eval/scenario-types.ts, `pnpm eval:secretary`): the
// client's messages become the turns, in the company's local time; what the secretary should have done is
// the reviewer's to write in `expect`, since a conversation tagged as an error shows what it should not do.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { TScenario } from '../../../eval/scenario-types.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const BUSINESS_OF_FIELD: Record<string, TScenario['business']> = {
  barbearia: 'barbearia',
  salao_de_beleza: 'salao',
  medicina: 'clinica',
  clinica: 'clinica',
  odontologia: 'clinica',
};

interface TExportInput {
  chat: { id: string; display_name: string; admin_tags: string[] };
  company: { field: string; timezone: string };
  messages: { role: string; content: string; created_at: Date }[];
}

export function chatAsScenario({ chat, company, messages }: TExportInput): TScenario {
  const fromClient = messages.filter((m) => m.role === 'client' && m.content.trim());
  const first = fromClient[0]?.created_at ?? messages[0]?.created_at ?? new Date();
  const local = dayjs(first).tz(company.timezone);
  const turns = fromClient.map((m, i) => {
    const gap = i === 0 ? 0 : Math.round((m.created_at.getTime() - fromClient[i - 1]!.created_at.getTime()) / 60_000);
    return gap > 0 ? { after_min: gap, send: m.content } : { send: m.content };
  });
  const replies = messages.filter((m) => m.role === 'ai').length;
  return {
    id: `chat-${chat.id.slice(0, 8)}`,
    business: BUSINESS_OF_FIELD[company.field] ?? 'salao',
    description: `Conversa ${chat.id} exportada do painel (${chat.admin_tags.join(', ') || 'sem etiquetas'}); a secretária respondeu ${replies} vez(es).`,
    tags: chat.admin_tags,
    free_form: true,
    now: { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') },
    client: { name: chat.display_name },
    turns,
  };
}
