import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { TFileStore } from './file-store.js';

/** Local disk under a folder the static uploads route never serves; the MIME type sits beside each file. */
export function localFileStore(dir: string): TFileStore {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys are built by the API, but a key can never leave the root whatever it holds.
    if (!path.startsWith(root + sep)) throw new Error(`File key outside the store: ${key}`);
    return path;
  };
  return {
    async put(key, data, mime) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      await writeFile(`${path}.mime`, mime);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [data, mime] = await Promise.all([readFile(path), readFile(`${path}.mime`, 'utf8')]);
        return { data, mime };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.mime`, { force: true });
    },
  };
}
