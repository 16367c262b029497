import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TAppContext } from '../../lib/context.js';

export const UPLOADS_PREFIX = '/uploads/';

export const uploadsRoot = (ctx: TAppContext) => resolve(ctx.config.UPLOADS_DIR);

/**
 * Files are stored on local disk under UPLOADS_DIR/<company id>/ with unguessable names and served at
 * /uploads/…; several API processes need that folder on shared storage (see infra/).
 */
export async function storeCompanyFile(ctx: TAppContext, companyId: string, name: string, ext: string, data: Buffer): Promise<string> {
  const dir = join(uploadsRoot(ctx), companyId);
  await mkdir(dir, { recursive: true });
  const file = `${name}-${randomBytes(8).toString('hex')}.${ext}`;
  await writeFile(join(dir, file), data);
  return `${UPLOADS_PREFIX}${companyId}/${file}`;
}
