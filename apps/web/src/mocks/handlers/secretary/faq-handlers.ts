import { http, HttpResponse } from 'msw';
import { readabilityOfText } from '@agenda/shared/readability-pt';
import { ZFaqData } from '@agenda/shared/schemas/secretary';
import type { TFaq } from '@/features/faq/api/faq-types';
import { authorized, nextId, sdb } from './secretary-db';
import { db } from '../../db';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });

/** The FAQ list and the 'faq' entity of the generic write calls (other entities fall through). */
export const faqHandlers = [
  http.get('*/user/:company/faqs', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ faqs: [...sdb().faqs].sort((a, b) => a.order - b.order) });
  }),
  http.post('*/user/:company/general/update_or_create', async ({ request, params }) => {
    const body = (await request.clone().json()) as { entity: string; id?: string | null; data: unknown };
    if (body.entity !== 'faq') return undefined;
    if (!authorized(request)) return unauthorized();
    const parsed = ZFaqData.safeParse(body.data);
    if (!parsed.success) return HttpResponse.json({ message: parsed.error.issues[0]?.message ?? 'Dados inválidos.' }, { status: 422 });
    const s = sdb();
    const now = new Date().toISOString();
    const existing = body.id ? s.faqs.find((f) => f.id === body.id) : undefined;
    if (body.id && !existing) return HttpResponse.json({ message: 'Pergunta não encontrada.' }, { status: 404 });
    const d = parsed.data;
    const faq: TFaq = {
      id: existing?.id ?? nextId('faq'),
      company_id: String(params.company),
      service_id: d.service_id ?? null,
      question: d.question,
      answer: d.answer,
      order: d.order ?? existing?.order ?? s.faqs.length,
      type: d.type ?? 'general',
      readability: readabilityOfText(d.answer),
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    s.faqs = existing ? s.faqs.map((f) => (f.id === faq.id ? faq : f)) : [...s.faqs, faq];
    if (!existing) {
      const company = db.companies.find((c) => String(c.id) === String(params.company));
      if (company) company.onboarding = { ...(company.onboarding ?? {}), add_faqs: true };
    }
    return HttpResponse.json({ data: faq });
  }),
  http.delete('*/user/:company/general/delete', async ({ request }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { entity?: string; id?: string };
    if (body.entity !== 'faq') return undefined;
    if (!authorized(request)) return unauthorized();
    const s = sdb();
    if (!s.faqs.some((f) => f.id === body.id)) return HttpResponse.json({ message: 'Pergunta não encontrada.' }, { status: 404 });
    s.faqs = s.faqs.filter((f) => f.id !== body.id);
    return HttpResponse.json({ message: 'Removido com sucesso.' });
  }),
];
