// /app/usuarios calls. Thin: membership and permission checked first, one service call, the team as the answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeamInviteBody, ZTeamMemberBody, ZTransferOwnershipBody } from '@agenda/shared/schemas/team';
import { memberFirst } from '../companies/member-first.js';
import { cancelInvite, getTeam, inviteMember, removeMember, transferOwnership, updateMember } from './service.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZInviteParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Convite não encontrado.' }) });
const ZMemberParams = z.object({ company: z.string().max(64), user_id: z.uuid({ error: 'Membro não encontrado.' }) });

export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const read = memberFirst(ctx, { permission: 'team.read' });
  const manage = memberFirst(ctx, { permission: 'team.manage' });
  const owner = memberFirst(ctx, { permission: 'team.transfer_ownership' });

  app.get('/user/:company/team', { schema: { params: ZCompany }, ...read.options }, async (request) =>
    getTeam(ctx, read.accessOf(request)),
  );
  app.post('/user/:company/team/invites', { schema: { params: ZCompany, body: ZTeamInviteBody }, ...manage.options }, async (request) => ({
    ...(await inviteMember(ctx, manage.accessOf(request), request.body)),
    toast: 'Convite enviado pelo WhatsApp.',
  }));
  app.delete('/user/:company/team/invites/:id', { schema: { params: ZInviteParams }, ...manage.options }, async (request) => {
    await cancelInvite(ctx, manage.accessOf(request), request.params.id);
    return { message: 'Convite cancelado.' };
  });
  app.post(
    '/user/:company/team/members/:user_id',
    { schema: { params: ZMemberParams, body: ZTeamMemberBody }, ...manage.options },
    async (request) => ({
      ...(await updateMember(ctx, manage.accessOf(request), request.params.user_id, request.body)),
      toast: 'Acesso atualizado.',
    }),
  );
  app.delete('/user/:company/team/members/:user_id', { schema: { params: ZMemberParams }, ...manage.options }, async (request) => {
    await removeMember(ctx, manage.accessOf(request), request.params.user_id);
    return { message: 'Acesso removido.' };
  });
  app.post(
    '/user/:company/team/transfer_ownership',
    { schema: { params: ZCompany, body: ZTransferOwnershipBody }, ...owner.options },
    async (request) => ({
      ...(await transferOwnership(ctx, owner.accessOf(request), request.body)),
      toast: 'Propriedade transferida. Você agora é Administrador.',
    }),
  );
}
