// general/update_or_create and general/delete entities `client` and `client_tag` (docs/spec.md §7).
import { z } from 'zod';
import { rolesFor } from '@agenda/shared/permissions';
import { ZClientBody, ZClientTagBody } from '@agenda/shared/schemas/clients';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { parseInput } from '../../lib/validation.js';
import { defineGeneralEntity, type TGeneralEntity } from '../general/registry.js';
import { deleteTagRow, findTagRow, insertTagRow, updateTagRow } from './repo-tags.js';
import { eraseClient, saveClient } from './service.js';

// With an id only the fields sent change (e.g. just `tags`); a new client needs at least the name.
const clientEntity = defineGeneralEntity({
  schema: z.record(z.string(), z.unknown()),
  roles: [...rolesFor('clients.write')],
  upsert: (ctx, access, id, data) =>
    saveClient(ctx, access, id, id ? parseInput(ZClientBody.partial(), data) : parseInput(ZClientBody, data)),
});

/** Deleting a client is the LGPD erase, allowed to fewer roles than editing: checked inside. */
const clientDeleteRoles = rolesFor('clients.delete');

const staff = (access: { userId: string }) => ({ kind: 'user' as const, id: access.userId });

const tagEntity = defineGeneralEntity({
  schema: ZClientTagBody,
  roles: [...rolesFor('client_tags.write')],
  upsert: async (ctx, access, id, data) => {
    try {
      if (!id) return await insertTagRow(ctx.db, access.companyId, data);
      const current = await findTagRow(ctx.db, access.companyId, id);
      if (!current) throw notFound('Etiqueta não encontrada.');
      return await updateTagRow(ctx.db, access.companyId, { id, oldName: current.name, data }, staff(access), ctx.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Já existe uma etiqueta com este nome.');
      throw error;
    }
  },
  remove: async (ctx, access, id) => {
    const current = await findTagRow(ctx.db, access.companyId, id);
    if (!current) throw notFound('Etiqueta não encontrada.');
    await deleteTagRow(ctx.db, access.companyId, { id, name: current.name }, staff(access), ctx.now());
  },
});

export const clientEntities: Record<string, TGeneralEntity> = {
  client: {
    ...clientEntity,
    remove: async (ctx, access, id) => {
      if (!clientDeleteRoles.includes(access.role)) throw forbidden('Seu papel nesta empresa não permite excluir clientes.');
      await eraseClient(ctx, access, id);
    },
  },
  client_tag: tagEntity,
};
