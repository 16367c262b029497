// One interface for private files (client records, company media), two implementations: local disk
// (default) and any S3-compatible bucket. Keys are `<company id>/<random>`; nothing here is public.
import type { TConfig } from '../../config.js';
import { localFileStore } from './local-store.js';
import { s3FileStore } from './s3-store.js';

export interface TStoredFile {
  data: Buffer;
  mime: string;
}

export interface TFileStore {
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<TStoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const stores = new WeakMap<TConfig, TFileStore>();

/** The store the config names, built once per config. */
export function fileStoreOf(config: TConfig): TFileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.FILE_STORAGE === 's3' ? s3FileStore(config) : localFileStore(config.PRIVATE_FILES_DIR);
    stores.set(config, store);
  }
  return store;
}
