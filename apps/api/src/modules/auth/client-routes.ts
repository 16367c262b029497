import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCheckPhoneBody, ZClientSignInBody, ZClientSignUpBody, ZTwoFactorHeader } from '@agenda/shared/schemas/auth';
import { notFound, unauthorized } from '../../lib/app-error.js';
import { checkFirst } from '../../lib/check-first.js';
import { parseInput } from '../../lib/validation.js';
import { authOf, bearerToken, sessionOrigin } from '../../plugins/auth.js';
import { clientDto, createClient, findClient, findClientByPhone } from '../clients/repo.js';
import { findActiveCompany } from '../companies/service.js';
import { openSession } from '../sessions/service.js';
import { checkCode, consumeCode } from '../two-factor/service.js';

const ZCompanyParam = z.object({ company: z.string().min(1).max(80) });
// One code serves both: the page sends it before it knows whether the phone is a client.
const CLIENT_CODE_ACTIONS = ['client_sign_in', 'client_sign_up'] as const;

export async function clientAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  const loginLimit = { rateLimit: { max: ctx.config.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };
  // The company of the path is looked up before the route schemas run, as when handlers parsed their input after it.
  const companyFirst = checkFirst((request) => findActiveCompany(ctx, parseInput(ZCompanyParam, request.params).company));
  const first = { config: loginLimit, preValidation: companyFirst.preValidation };

  /**
   * Kept for older pages; it no longer tells who is a client of a company (anyone could ask). The page
   * sends a code first and learns sign-in or sign-up from sign_in, after the code proved the phone.
   */
  app.post(
    '/client/:company/auth/check_phone_exists',
    { schema: { params: ZCompanyParam, body: ZCheckPhoneBody }, ...first },
    async () => ({ exists: false }),
  );

  /** A valid code of an unknown phone answers 404 and stays usable, so sign_up can follow with the name. */
  app.post('/client/:company/auth/sign_in', { schema: { params: ZCompanyParam, body: ZClientSignInBody }, ...first }, async (request) => {
    const company = companyFirst.resultOf(request);
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    const { phone } = request.body;
    const checked = await checkCode(ctx, { phone, action: CLIENT_CODE_ACTIONS, code });
    const client = await findClientByPhone(ctx, company.id, phone);
    if (!client) throw notFound('Não encontramos seu cadastro. Informe seu nome para se cadastrar.');
    await consumeCode(ctx, checked);
    const { token } = await openSession(ctx, {
      kind: 'client',
      subjectId: client.id,
      companyId: company.id,
      origin: sessionOrigin(request),
    });
    return { token, client: clientDto(client) };
  });

  /** With a valid code, a phone that is already a client simply signs in (older pages sign up every phone). */
  app.post('/client/:company/auth/sign_up', { schema: { params: ZCompanyParam, body: ZClientSignUpBody }, ...first }, async (request) => {
    const company = companyFirst.resultOf(request);
    const { 'two-factor-code': code } = parseInput(ZTwoFactorHeader, request.headers);
    const body = request.body;
    const checked = await checkCode(ctx, { phone: body.phone, action: CLIENT_CODE_ACTIONS, code });
    await consumeCode(ctx, checked);
    const client = (await findClientByPhone(ctx, company.id, body.phone)) ?? (await createClient(ctx, company.id, body));
    const { token } = await openSession(ctx, {
      kind: 'client',
      subjectId: client.id,
      companyId: company.id,
      origin: sessionOrigin(request),
    });
    return { token, client: clientDto(client) };
  });

  app.get('/client/:company/auth/get', { schema: { params: ZCompanyParam }, config: { auth: 'client' } }, async (request) => {
    const auth = authOf(request);
    const company = await findActiveCompany(ctx, request.params.company);
    // A client session belongs to one company; another company's page treats it as signed out.
    if (auth.companyId !== company.id) throw unauthorized();
    const client = await findClient(ctx, company.id, auth.subjectId);
    if (!client) throw unauthorized();
    return { client: clientDto(client), token: bearerToken(request) };
  });
}
