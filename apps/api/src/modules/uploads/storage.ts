import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
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

/** Deletes a file stored by storeCompanyFile; a URL of another company or already gone is left alone. */
export async function removeCompanyFile(ctx: TAppContext, companyId: string, url: string | null | undefined): Promise<void> {
  const prefix = `${UPLOADS_PREFIX}${companyId}/`;
  if (!url?.startsWith(prefix)) return;
  const file = basename(url.slice(prefix.length));
  if (!file || file !== url.slice(prefix.length)) return;
  await unlink(join(uploadsRoot(ctx), companyId, file)).catch((error: { code?: string }) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
