// POST /user/{id}/company/generate_company_description: the text and who wrote it (model or template).
import { z } from 'zod';

export const ZCompanyDescriptionDto = z.object({ description: z.string(), source: z.enum(['ai', 'template']) });
export type TCompanyDescriptionDto = z.infer<typeof ZCompanyDescriptionDto>;
