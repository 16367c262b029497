// Contracts of /admin/ai_tool (the tools the brains may call, with their argument schemas) and
// /admin/chat_personality (the personalities a company picks for its secretary), issue 14.
import { z } from 'zod';

export const AI_TOOL_TYPES = ['schedule', 'conversational'] as const;
export const AI_TOOL_TYPE_LABELS: Record<(typeof AI_TOOL_TYPES)[number], string> = {
  schedule: 'Agenda (marcar, confirmar, cancelar)',
  conversational: 'Conversa (dúvidas gerais)',
};

/** A JSON Schema of the tool's arguments: an object schema whose properties each say their type. */
const ZArgumentSchema = z
  .object(
    {
      type: z.literal('object', { error: 'O esquema dos argumentos precisa ter "type": "object".' }),
      properties: z.record(z.string(), z.looseObject({ type: z.string({ error: 'Cada argumento precisa dizer seu "type".' }) }), {
        error: 'Informe "properties" com os argumentos da ferramenta.',
      }),
      required: z.array(z.string()).optional(),
    },
    { error: 'O esquema dos argumentos precisa ser um objeto JSON.' },
  )
  .loose()
  .refine((s) => (s.required ?? []).every((name) => name in s.properties), {
    error: 'Todo argumento em "required" precisa estar em "properties".',
    path: ['required'],
  })
  .refine((s) => JSON.stringify(s).length <= 20_000, { error: 'Esquema dos argumentos grande demais.' });

export const ZAdminAiToolBody = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,59}$/, { error: 'Nome: de 2 a 60 letras minúsculas, números ou _, começando por letra.' }),
  type: z.enum(AI_TOOL_TYPES, { error: 'Tipo inválido.' }),
  description: z
    .string()
    .trim()
    .min(10, { error: 'Descreva a ferramenta em pelo menos 10 caracteres.' })
    .max(2000, { error: 'Descrição longa demais.' }),
  parameters: ZArgumentSchema,
  is_active: z.boolean({ error: 'Informe se a ferramenta está ativa.' }),
});
export type TAdminAiToolBody = z.infer<typeof ZAdminAiToolBody>;

export const ZAdminChatPersonalityBody = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,59}$/, { error: 'Identificador: de 2 a 60 letras minúsculas, números ou -.' }),
  name: z.string().trim().min(2, { error: 'Informe o nome da personalidade.' }).max(80, { error: 'Nome longo demais.' }),
  description: z.string().trim().max(300, { error: 'Descrição longa demais.' }).nullable(),
  instructions: z
    .string()
    .trim()
    .min(10, { error: 'Escreva as instruções de tom em pelo menos 10 caracteres.' })
    .max(4000, { error: 'Instruções longas demais.' }),
  is_active: z.boolean({ error: 'Informe se a personalidade está ativa.' }),
});
export type TAdminChatPersonalityBody = z.infer<typeof ZAdminChatPersonalityBody>;

/** A personality as a company's app lists it (GraphQL `user_get_chat_personalities`): never its instructions. */
export const ZChatPersonalityDto = ZAdminChatPersonalityBody.pick({ slug: true, name: true, description: true, is_active: true });
export type TChatPersonalityDto = z.infer<typeof ZChatPersonalityDto>;

/** /admin/ai_tool/snapshots: the versions of one tool (name) or of all, newest first, 50 a page. */
export const ZAdminAiToolSnapshotsQuery = z.object({
  name: z.string().trim().max(60, { error: 'Nome inválido.' }).optional(),
  page: z.coerce.number().int().min(1, { error: 'Página inválida.' }).max(200, { error: 'Página inválida.' }).default(1),
});
