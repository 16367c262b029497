// The user's own account (/app/minha-conta): profile, phone with a code, password, sessions, deletion.
import { http, HttpResponse } from 'msw';
import { db, userFromAuth, type TMockUser } from '../db';

const unauthorized = () => HttpResponse.json({ message: 'Sua sessão expirou. Entre novamente.' }, { status: 401 });

const profileOf = (u: TMockUser) => ({
  id: String(u.id),
  name: u.name,
  email: u.email ?? '',
  phone: u.phone ?? '',
  has_password: Boolean(u.password),
});

function codeOk(phone: string, code: string | null, action: string) {
  const entry = db.codes.get(phone);
  return Boolean(entry && entry.code === code && entry.action === action);
}

const mockSessions = (): { revoked_at: string | null; [key: string]: unknown }[] => [
  {
    id: '5f0c1a2b-0000-4000-8000-000000000001',
    device: { user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    ip: '200.100.10.1',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    created_at: '2026-11-20T12:00:00.000Z',
    last_used_at: '2026-11-25T10:00:00.000Z',
    expires_at: '2099-12-25T10:00:00.000Z',
    revoked_at: null,
    is_current: true,
  },
  {
    id: '5f0c1a2b-0000-4000-8000-000000000002',
    device: { user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    ip: '177.50.20.2',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    created_at: '2026-11-18T09:30:00.000Z',
    last_used_at: '2026-11-24T21:15:00.000Z',
    expires_at: '2099-12-24T21:15:00.000Z',
    revoked_at: null,
    is_current: false,
  },
  {
    id: '5f0c1a2b-0000-4000-8000-000000000003',
    device: null,
    ip: '177.50.20.3',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
    created_at: '2026-11-01T09:30:00.000Z',
    last_used_at: '2026-11-02T21:15:00.000Z',
    expires_at: '2099-12-01T21:15:00.000Z',
    revoked_at: '2026-11-03T08:00:00.000Z',
    is_current: false,
  },
];
let sessions = mockSessions();

export const profileHandlers = [
  http.get('*/user/profile', ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    return user ? HttpResponse.json({ user: profileOf(user) }) : unauthorized();
  }),
  http.patch('*/user/profile', async ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const body = (await request.json()) as { name: string; email: string };
    if (db.users.some((u) => u !== user && u.email === body.email))
      return HttpResponse.json({ message: 'Este e-mail já é de outra conta.' }, { status: 409 });
    Object.assign(user, { name: body.name, email: body.email.toLowerCase() });
    return HttpResponse.json({ user: profileOf(user) });
  }),
  http.post('*/user/profile/phone', async ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const { phone } = (await request.json()) as { phone: string };
    if (!codeOk(phone, request.headers.get('two-factor-code'), 'change_phone'))
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    user.phone = phone;
    db.codes.delete(phone);
    return HttpResponse.json({ user: profileOf(user) });
  }),
  http.post('*/user/profile/password', async ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    const body = (await request.json()) as { current_password?: string | null; new_password: string };
    if (user.password && body.current_password !== user.password)
      return HttpResponse.json({ message: 'A senha atual não confere.' }, { status: 422 });
    user.password = body.new_password;
    return HttpResponse.json({ message: 'Senha alterada.' });
  }),
  http.delete('*/user/profile', ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    if (!codeOk(user.phone ?? '', request.headers.get('two-factor-code'), 'delete_account'))
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    db.users.splice(db.users.indexOf(user), 1);
    return HttpResponse.json({ message: 'Sua conta foi excluída.' });
  }),
  http.get('*/user/auth/sessions', ({ request }) => {
    if (!userFromAuth(request.headers.get('authorization'))) return unauthorized();
    return HttpResponse.json({ sessions });
  }),
  http.delete('*/user/auth/sessions/:id', ({ params }) => {
    const session = sessions.find((s) => s.id === params.id && !s.revoked_at);
    if (!session) return HttpResponse.json({ message: 'Sessão não encontrada.' }, { status: 404 });
    session.revoked_at = new Date().toISOString();
    return HttpResponse.json({ message: 'Sessão encerrada.' });
  }),
];

/** Fresh sessions (two open, one signed out) for each test. */
export function resetMockSessions() {
  sessions = mockSessions();
}
