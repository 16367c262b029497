import { http, HttpResponse } from 'msw';
import { db, loggedUserOf, tokenFor, userFromAuth } from '../db';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });

function checkCode(phone: string, code: string | null, action: string) {
  const entry = db.codes.get(phone);
  return Boolean(entry && entry.code === code && entry.action === action);
}

export const authHandlers = [
  http.post('*/general/two_factor_auth/send', async ({ request }) => {
    const { phone, action } = (await request.json()) as { phone: string; action: string };
    const prev = db.codes.get(phone);
    if (prev && Date.now() - prev.sentAt < 45_000 && prev.action === action) {
      return HttpResponse.json({ message: 'Aguarde alguns segundos para pedir um novo código.' }, { status: 429 });
    }
    const code = String(100000 + Math.floor(Math.random() * 900000));
    db.codes.set(phone, { code, action, sentAt: Date.now() });
    db.outbox.push({ phone, body: `Seu código de confirmação da Agenda Inteligente é ${code}`, created_at: new Date().toISOString() });
    if (import.meta.env.MODE === 'mock') console.info(`[mock] código ${code} para ${phone}`);
    return HttpResponse.json({ message: 'Código enviado.', url: null });
  }),
  http.post('*/general/two_factor_auth/check', async ({ request }) => {
    const { phone, code, action } = (await request.json()) as { phone: string; code: string; action: string };
    if (!checkCode(phone, code, action)) return HttpResponse.json({ message: 'Código inválido ou expirado.' }, { status: 422 });
    return HttpResponse.json({ valid: true });
  }),
  http.get('*/dev/outbox', ({ request }) => {
    const phone = new URL(request.url).searchParams.get('phone')?.replace(' ', '+');
    return HttpResponse.json({ messages: db.outbox.filter((m) => !phone || m.phone === phone) });
  }),
  http.post('*/user/auth/check_phone_exists', async ({ request }) => {
    const { phone } = (await request.json()) as { phone: string };
    return HttpResponse.json({ exists: db.users.some((u) => u.phone === phone) });
  }),
  http.post('*/user/auth/sign_up', async ({ request }) => {
    const body = (await request.json()) as { name: string; email: string; phone: string; password?: string };
    if (!checkCode(body.phone, request.headers.get('two-factor-code'), 'sign_up')) {
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    }
    if (db.users.some((u) => u.phone === body.phone || u.email === body.email)) {
      return HttpResponse.json({ message: 'Já existe uma conta com este telefone ou e-mail.' }, { status: 409 });
    }
    const user = {
      id: `u-${++db.seq}`,
      name: body.name,
      email: body.email,
      phone: body.phone,
      password: body.password,
      timezone: 'America/Sao_Paulo',
      last_company_selected_id: null,
    };
    db.users.push(user);
    db.codes.delete(body.phone);
    return HttpResponse.json({ token: tokenFor(user.id) });
  }),
  http.post('*/user/auth/sign_in', ({ request }) => {
    const phone = request.headers.get('phone') ?? '';
    const user = db.users.find((u) => u.phone === phone);
    if (!user || !checkCode(phone, request.headers.get('two-factor-code'), 'sign_in')) {
      return HttpResponse.json({ message: 'Código de confirmação inválido.' }, { status: 422 });
    }
    db.codes.delete(phone);
    return HttpResponse.json({ token: tokenFor(user.id) });
  }),
  http.post('*/user/auth/sign_in_with_password', async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    const user = db.users.find((u) => u.email === email && u.password === password);
    if (!user) return HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 });
    return HttpResponse.json({ token: tokenFor(user.id) });
  }),
  http.get('*/user/auth/refresh_token', ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    return user ? HttpResponse.json({ token: tokenFor(user.id) }) : unauthorized();
  }),
  http.post('*/user/auth/sign_out', () => HttpResponse.json({ message: 'Você saiu da sua conta.' })),
  http.post('*/user/graphql/query', ({ request }) => {
    const user = userFromAuth(request.headers.get('authorization'));
    if (!user) return unauthorized();
    return HttpResponse.json({ data: { loggedUser: loggedUserOf(user) } });
  }),
  http.post('*/admin/auth/sign_in', async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    if (email !== 'admin@agendainteligente.com.br' || password !== 'admin12345') {
      return HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 });
    }
    return HttpResponse.json({ token: 'mock-admin-token' });
  }),
  // Admin sign-in by e-mail link: any e-mail gets the same answer; the mock link's token is 'mock-email-token'.
  http.post('*/admin/auth/email_token/send', () =>
    HttpResponse.json({ message: 'Se este e-mail for de um administrador, enviamos um link de acesso. Ele vale por 15 minutos.' }),
  ),
  http.post('*/admin/auth/email_token/verify', async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token !== 'mock-email-token') {
      return HttpResponse.json({ message: 'Link de acesso inválido. Peça um novo link.' }, { status: 422 });
    }
    return HttpResponse.json({
      token: 'mock-admin-token',
      admin: { id: 'a-1', email: 'admin@agendainteligente.com.br', name: 'Equipe Agenda', timezone: 'America/Sao_Paulo' },
    });
  }),
  http.get('*/admin/auth/get', ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer mock-admin-token') return unauthorized();
    return HttpResponse.json({
      admin: { id: 'a-1', email: 'admin@agendainteligente.com.br', name: 'Equipe Agenda', timezone: 'America/Sao_Paulo' },
      token: 'mock-admin-token',
    });
  }),
];
