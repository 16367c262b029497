import { http, HttpResponse } from 'msw';
import type { TTeamDto } from '@agenda/shared/schemas/team';
import { db, type TMockDb } from '../db';
import { authorized, nextUuid, schdb } from './scheduling/scheduling-db';

const states = new WeakMap<TMockDb, TTeamDto>();
const unauthorized = () => HttpResponse.json({ message: 'Acesso não autorizado, por favor realize o login.' }, { status: 401 });

/** The team of the demo company, seeded from the scheduling mocks' members. */
export function tdb(): TTeamDto {
  let s = states.get(db);
  if (!s) {
    const calendars = schdb().calendars;
    s = {
      members: schdb().members.map((m, i) => ({
        user_id: m.user_id,
        name: m.name,
        email: m.email,
        phone: `+551198765${String(1000 + i)}`,
        role: m.role,
        calendar_ids: m.role === 'operation' ? calendars.slice(0, 1).map((c) => c.id) : [],
      })),
      invites: [],
    };
    states.set(db, s);
  }
  return s;
}

/** /app/usuarios: team, invitations, role changes and removal. */
export const teamHandlers = [
  http.get('*/user/:company/team', ({ request }) => (authorized(request) ? HttpResponse.json(tdb()) : unauthorized())),
  http.post('*/user/:company/team/invites', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { name: string; phone: string; role: 'admin' | 'operation'; calendar_ids: string[] };
    const s = tdb();
    if (s.members.some((m) => m.phone === body.phone))
      return HttpResponse.json({ message: 'Este telefone já faz parte da equipe.' }, { status: 409 });
    s.invites = [...s.invites.filter((i) => i.phone !== body.phone), { id: nextUuid(), ...body, created_at: new Date().toISOString() }];
    return HttpResponse.json({ ...s, toast: 'Convite enviado pelo WhatsApp.' });
  }),
  http.delete('*/user/:company/team/invites/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const s = tdb();
    s.invites = s.invites.filter((i) => i.id !== params.id);
    return HttpResponse.json({ message: 'Convite cancelado.' });
  }),
  http.post('*/user/:company/team/members/:userId', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { role: 'admin' | 'operation'; calendar_ids: string[] };
    const m = tdb().members.find((x) => x.user_id === params.userId && x.role !== 'owner');
    if (!m) return HttpResponse.json({ message: 'Membro não encontrado.' }, { status: 404 });
    Object.assign(m, body);
    return HttpResponse.json({ ...tdb(), toast: 'Acesso atualizado.' });
  }),
  http.delete('*/user/:company/team/members/:userId', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const s = tdb();
    s.members = s.members.filter((m) => m.user_id !== params.userId || m.role === 'owner');
    return HttpResponse.json({ message: 'Acesso removido.' });
  }),
  http.post('*/user/:company/team/transfer_ownership', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { user_id: string; code: string };
    if (!/^\d{6}$/.test(body.code)) return HttpResponse.json({ message: 'Informe o código de 6 dígitos.' }, { status: 400 });
    const s = tdb();
    const target = s.members.find((m) => m.user_id === body.user_id && m.role !== 'owner');
    if (!target) return HttpResponse.json({ message: 'Membro não encontrado.' }, { status: 404 });
    for (const m of s.members) if (m.role === 'owner') m.role = 'admin';
    Object.assign(target, { role: 'owner', calendar_ids: [] });
    return HttpResponse.json({ ...s, toast: 'Propriedade transferida. Você agora é Administrador.' });
  }),
];
