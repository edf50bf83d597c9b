// The media store the configuration names: MEDIA_STORE, else the database whenever DATABASE_URL
// is set (several processes share it) and the local folder otherwise.
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createDatabaseMediaStore } from './database-media-store';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore, MediaStoreKind } from './media-store';

export function mediaStoreKind(config: Pick<Config, 'MEDIA_STORE' | 'DATABASE_URL'>): MediaStoreKind {
  return config.MEDIA_STORE ?? (config.DATABASE_URL ? 'database' : 'local');
}

export async function createConfiguredMediaStore(config: Pick<Config, 'MEDIA_STORE' | 'DATABASE_URL' | 'DATA_DIR'>, db: Db): Promise<MediaStore> {
  return mediaStoreKind(config) === 'database' ? createDatabaseMediaStore(db) : createLocalMediaStore(config.DATA_DIR);
}
