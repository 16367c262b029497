import { http, HttpResponse } from 'msw';
import { db, userFromAuth } from '../db';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });

function slugify(name: string) {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  let slug = base || 'empresa';
  for (let i = 2; db.companies.some((c) => c.slug === slug); i++) slug = `${base}-${i}`;
  return slug;
}

export const companyHandlers = [
  http.post('*/user/company/store', async ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const entry = db.codes.get(user.phone ?? '');
    if (!entry || entry.action !== 'company_store' || entry.code !== request.headers.get('two-factor-code')) {
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    }
    db.codes.delete(user.phone ?? '');
    const body = (await request.json()) as { name: string; field?: string; phone?: string; description?: string };
    const id = `c-${++db.seq}`;
    const company = {
      id,
      owner_id: user.id,
      member_ids: [user.id],
      slug: slugify(body.name),
      name: body.name,
      field: body.field ?? 'outro',
      description: body.description ?? null,
      phone: body.phone ?? null,
      is_active: true,
      is_blocked: false,
      timezone: 'America/Sao_Paulo',
      currency: 'BRL',
      assistant_language: 'pt-BR',
      onboarding: {},
      integrations: [],
      calendars: [],
      current_subscription: {
        id: `s-${id}`,
        status: 'trial' as const,
        is_active: true,
        remaining_days: 7,
        end_at: null,
        plan: { id: 'p-pro', title: 'Profissional' },
      },
      logged_user_company_user: { id: `cu-${id}`, role: 'owner', calendar_ids: [] },
    };
    db.companies.push(company);
    user.last_company_selected_id = id;
    const { member_ids: _m, ...dto } = company;
    return HttpResponse.json({ company: dto, toast: 'Empresa criada com sucesso!' });
  }),
  http.post('*/user/:id/company/update', async ({ request, params }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const company = db.companies.find((c) => c.id === params.id && c.member_ids.includes(user.id));
    if (!company) return HttpResponse.json({ message: 'Empresa não encontrada.' }, { status: 404 });
    const body = (await request.json()) as Record<string, unknown>;
    if (typeof body.slug === 'string' && db.companies.some((c) => c.slug === body.slug && c.id !== company.id)) {
      return HttpResponse.json(
        {
          message: 'Este endereço já está em uso por outra empresa.',
          errors: [{ message: 'Este endereço já está em uso por outra empresa.', path: 'slug' }],
        },
        { status: 409 },
      );
    }
    Object.assign(company, body);
    const { member_ids: _m, ...dto } = company;
    return HttpResponse.json({ company: dto });
  }),
  http.post('*/user/:id/company/upload_image', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    const url =
      file instanceof Blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : 'https://example.com/image.jpg';
    return HttpResponse.json({ url });
  }),
  http.post('*/user/:company/general/update_or_create', async ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const body = (await request.json()) as { entity: string; id: string; data: { last_company_selected_id?: string } };
    if (body.entity === 'user' && body.data.last_company_selected_id) user.last_company_selected_id = body.data.last_company_selected_id;
    return HttpResponse.json({ data: { id: body.id, ...body.data } });
  }),
];
