import { z } from 'zod';
import { forbidden } from '../../lib/app-error.js';
import { setLastCompanySelected } from '../users/service.js';
import { defineGeneralEntity } from './registry.js';

// The company switcher saves the choice through the generic call (docs/spec.md §4 "Company selection").
export const userEntity = defineGeneralEntity({
  schema: z.object({ last_company_selected_id: z.uuid({ error: 'Empresa inválida.' }) }).strict(),
  upsert: async (ctx, access, id, data) => {
    if (id && id !== access.userId) throw forbidden('Você só pode alterar o seu próprio usuário.');
    // The company in the path is the one whose membership was checked; the saved id must be that one.
    if (data.last_company_selected_id !== access.companyId) throw forbidden('Empresa não pertence a este acesso.');
    await setLastCompanySelected(ctx, access.userId, access.companyId);
    return { id: access.userId, last_company_selected_id: access.companyId };
  },
});
