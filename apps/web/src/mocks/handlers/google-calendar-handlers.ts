// Google Agenda sync on the company's Integrações tab (docs/api.md "Google Agenda"), and the Google
// consent round trip in mock mode: the "Google" URL comes straight back to /login with a code.
import { http, HttpResponse } from 'msw';
import type { TGoogleCalendarStatusDto } from '@agenda/shared/schemas/google-calendar';
import { db, tokenFor, userFromAuth, type TMockDb } from '../db';
import { nextUuid, schdb } from './scheduling/scheduling-db';

const GOOGLE_EMAIL = 'dona.clinica@gmail.com';
const states = new WeakMap<TMockDb, { account: TGoogleCalendarStatusDto['account']; links: TGoogleCalendarStatusDto['links'] }>();
const unauthorized = () => HttpResponse.json({ message: 'Acesso não autorizado, por favor realize o login.' }, { status: 401 });

function gdb() {
  let s = states.get(db);
  if (!s) states.set(db, (s = { account: null, links: [] }));
  return s;
}

function status(): TGoogleCalendarStatusDto {
  const s = gdb();
  const calendars = schdb().calendars;
  return {
    account: s.account,
    links: s.links,
    linkable: calendars.filter((c) => !s.links.some((l) => l.calendar_id === c.id)).map((c) => ({ id: c.id, title: c.title })),
  };
}

export const googleCalendarHandlers = [
  http.get('*/user/auth/:provider/get_redirect_url', () =>
    HttpResponse.json({ redirect_url: `${window.location.origin}/login?google_auth_code=mock-google-code` }),
  ),
  http.post('*/user/auth/:provider/verify', async ({ request }) => {
    const body = (await request.json()) as { code: string; sync_calendars?: boolean };
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user)
      return HttpResponse.json({ message: 'Nenhuma conta com este e-mail. Crie sua conta com o WhatsApp primeiro.' }, { status: 404 });
    if (body.sync_calendars) gdb().account = { email: GOOGLE_EMAIL };
    return HttpResponse.json({ token: tokenFor(user.id) });
  }),
  http.get('*/user/:company/google_calendar', ({ request }) =>
    userFromAuth(request.headers.get('authorization')) ? HttpResponse.json(status()) : unauthorized(),
  ),
  http.post('*/user/:company/google_calendar/links', async ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const { calendar_id } = (await request.json()) as { calendar_id: string };
    const s = gdb();
    if (!s.account)
      return HttpResponse.json({ message: 'Conecte sua conta Google com acesso à agenda antes de vincular.' }, { status: 422 });
    const calendar = schdb().calendars.find((c) => c.id === calendar_id);
    if (!calendar) return HttpResponse.json({ message: 'Agenda não encontrada.' }, { status: 404 });
    if (s.links.some((l) => l.calendar_id === calendar_id))
      return HttpResponse.json({ message: 'Esta agenda já está vinculada a um Google Agenda.' }, { status: 409 });
    s.links.push({
      id: nextUuid(),
      calendar_id,
      calendar_title: calendar.title,
      google_calendar_id: s.account.email,
      user_id: String(user.id),
      last_synced_at: new Date().toISOString(),
      last_error: null,
      push_active: true,
    });
    return HttpResponse.json({ ...status(), toast: 'Agenda vinculada ao Google Agenda.' });
  }),
  http.delete('*/user/:company/google_calendar/links/:id', ({ request, params }) => {
    if (!userFromAuth(request.headers.get('authorization'))) return unauthorized();
    const s = gdb();
    if (!s.links.some((l) => l.id === params.id))
      return HttpResponse.json({ message: 'Vínculo com o Google Agenda não encontrado.' }, { status: 404 });
    s.links = s.links.filter((l) => l.id !== params.id);
    return HttpResponse.json({ ...status(), toast: 'Vínculo com o Google Agenda removido.' });
  }),
  http.delete('*/user/google_calendar', ({ request }) => {
    if (!userFromAuth(request.headers.get('authorization'))) return unauthorized();
    states.set(db, { account: null, links: [] });
    return HttpResponse.json({ message: 'Google Agenda desconectado.' });
  }),
];
