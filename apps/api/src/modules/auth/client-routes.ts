import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZCheckPhoneBody, ZClientSignInBody, ZClientSignUpBody, ZTwoFactorHeader } from '@agenda/shared/schemas/auth';
import { conflict, notFound, unauthorized } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { authOf, bearerToken, sessionOrigin } from '../../plugins/auth.js';
import { clientDto, createClient, findClient, findClientByPhone } from '../clients/repo.js';
import { findActiveCompany } from '../companies/service.js';
import { openSession } from '../sessions/service.js';
import { verifyCode } from '../two-factor/service.js';

const ZCompanyParam = z.object({ company: z.string().min(1).max(80) });

export async function clientAuthRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  app.post('/client/:company/auth/check_phone_exists', async (request) => {
    const company = await findActiveCompany(ctx, parseInput(ZCompanyParam, request.params).company);
    const { phone } = parseInput(ZCheckPhoneBody, request.body);
    return { exists: Boolean(await findClientByPhone(ctx, company.id, phone)) };
  });

  app.post('/client/:company/auth/sign_in', async (request) => {
    const company = await findActiveCompany(ctx, parseInput(ZCompanyParam, request.params).company);
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    const { phone } = parseInput(ZClientSignInBody, request.body);
    const client = await findClientByPhone(ctx, company.id, phone);
    if (!client) throw notFound('Não encontramos seu cadastro. Informe seu nome para se cadastrar.');
    await verifyCode(ctx, { phone, action: 'client_sign_in', code, consume: true });
    const { token } = await openSession(ctx, { kind: 'client', subjectId: client.id, companyId: company.id, origin: sessionOrigin(request) });
    return { token, client: clientDto(client) };
  });

  app.post('/client/:company/auth/sign_up', async (request) => {
    const company = await findActiveCompany(ctx, parseInput(ZCompanyParam, request.params).company);
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    const body = parseInput(ZClientSignUpBody, request.body);
    if (await findClientByPhone(ctx, company.id, body.phone)) throw conflict('Já existe um cadastro com este telefone. Entre com ele.');
    await verifyCode(ctx, { phone: body.phone, action: 'client_sign_up', code, consume: true });
    const client = await createClient(ctx, company.id, body);
    const { token } = await openSession(ctx, { kind: 'client', subjectId: client.id, companyId: company.id, origin: sessionOrigin(request) });
    return { token, client: clientDto(client) };
  });

  app.get('/client/:company/auth/get', { config: { auth: 'client' } }, async (request) => {
    const auth = authOf(request);
    const company = await findActiveCompany(ctx, parseInput(ZCompanyParam, request.params).company);
    // A client session belongs to one company; another company's page treats it as signed out.
    if (auth.companyId !== company.id) throw unauthorized();
    const client = await findClient(ctx, company.id, auth.subjectId);
    if (!client) throw unauthorized();
    return { client: clientDto(client), token: bearerToken(request) };
  });
}
