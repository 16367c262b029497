// POST /user/{id}/company/generate_company_description (docs/spec.md §7): a short Portuguese description from
// the company's name, field, services and hours — by the OpenAI-compatible model when LLM_API_KEY is set, by a
// deterministic template otherwise (and when the model fails, so the owner always gets a text).
import type { TCompanyCategory } from '@agenda/shared/company';
import type { TCompanyDescriptionDto } from '@agenda/shared/schemas/company-description';
import { createLlmClient } from '../../integrations/llm/client.js';
import { notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { descriptionFacts } from './repo-description.js';

type TFacts = NonNullable<Awaited<ReturnType<typeof descriptionFacts>>>;
const DAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const joinPt = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} e ${xs.at(-1)}`);

/** "terça-feira a sábado, das 08:00 às 12:00 e das 13:00 às 18:00", days with the same hours together. */
function hoursSentence(workdays: TFacts['workdays']): string {
  const open = (workdays ?? []).filter((d) => d.is_available && d.work_hours.length).sort((a, b) => a.dow - b.dow);
  const groups = new Map<string, number[]>();
  for (const d of open) {
    const key = joinPt(d.work_hours.map((h) => `das ${h.start} às ${h.end}`));
    groups.set(key, [...(groups.get(key) ?? []), d.dow]);
  }
  const parts = [...groups].map(([hours, dows]) => {
    const consecutive = dows.length > 2 && dows.every((d, i) => i === 0 || d === dows[i - 1]! + 1);
    const days = consecutive ? `de ${DAYS[dows[0]!]} a ${DAYS[dows.at(-1)!]}` : joinPt(dows.map((d) => DAYS[d]!));
    return `${days}, ${hours}`;
  });
  return joinPt(parts);
}

/** "Barbearia Demo é uma barbearia": what the company is, as a Portuguese noun phrase with its article. */
const WHAT_IT_IS: Record<TCompanyCategory, string> = {
  dentista: 'um consultório odontológico',
  medicina: 'um consultório médico',
  manicure_pedicure: 'um espaço de manicure e pedicure',
  clinica_estetica: 'uma clínica de estética',
  salao_de_beleza: 'um salão de beleza',
  barbearia: 'uma barbearia',
  lash_designer: 'um estúdio de design de cílios',
  spa_e_massagem: 'um spa e espaço de massagem',
  depilacao: 'um espaço de depilação',
  nutricao: 'um consultório de nutrição',
  fisioterapia: 'uma clínica de fisioterapia',
  agencia_marketing: 'uma agência de marketing',
  tecnologia: 'uma empresa de tecnologia',
  imobiliaria: 'uma imobiliária',
  outro: 'um negócio',
};

function templateDescription(f: TFacts): string {
  const what = WHAT_IT_IS[f.field as TCompanyCategory] ?? 'um negócio';
  const where = f.address ? ` em ${f.address}` : '';
  const sentences = [`${f.name} é ${what}${where}.`];
  if (f.services.length) sentences.push(`Oferecemos ${joinPt(f.services)}.`);
  const hours = hoursSentence(f.workdays);
  if (hours) sentences.push(`Atendemos ${hours}.`);
  sentences.push('Agende pelo WhatsApp ou pela nossa página: será um prazer receber você!');
  return sentences.join(' ');
}

export async function generateCompanyDescription(ctx: TAppContext, companyId: string): Promise<TCompanyDescriptionDto> {
  const facts = await descriptionFacts(ctx.db, companyId);
  if (!facts) throw notFound('Empresa não encontrada.');
  const template = templateDescription(facts);
  if (!ctx.config.LLM_API_KEY) return { description: template, source: 'template' };
  const llm = createLlmClient({
    baseUrl: ctx.config.LLM_BASE_URL,
    apiKey: ctx.config.LLM_API_KEY,
    model: ctx.config.LLM_MODEL,
    timeoutMs: ctx.config.LLM_TIMEOUT_MS,
    maxRetries: 1,
  });
  try {
    const res = await llm.chat({
      messages: [
        {
          role: 'system',
          content:
            'Você escreve a descrição de um negócio para a página de agendamento dele, em português do Brasil: ' +
            'um parágrafo de até 500 caracteres, acolhedor, sem inventar serviços, preços ou endereço que não foram dados.',
        },
        { role: 'user', content: `Dados do negócio:\n${template}` },
      ],
      temperature: 0.7,
      maxTokens: 300,
      user: companyId,
    });
    const text = (res.message.content ?? '').trim().slice(0, 2000);
    return text ? { description: text, source: 'ai' } : { description: template, source: 'template' };
  } catch (e) {
    ctx.log.warn({ err: e }, 'company description: model failed, template used');
    return { description: template, source: 'template' };
  }
}
