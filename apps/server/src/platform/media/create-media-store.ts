// The media store the configuration names: MEDIA_STORE (local, database or s3), else the database
// whenever DATABASE_URL is set (several processes share it) and the local folder otherwise.
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createDatabaseMediaStore } from './database-media-store';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore, MediaStoreKind } from './media-store';

export function mediaStoreKind(config: Pick<Config, 'MEDIA_STORE' | 'DATABASE_URL'>): MediaStoreKind {
  return config.MEDIA_STORE ?? (config.DATABASE_URL ? 'database' : 'local');
}

type MediaConfig = Pick<Config, 'MEDIA_STORE' | 'DATABASE_URL' | 'DATA_DIR' | 's3'>;

/** The store, and what to close with the app. */
export async function createConfiguredMediaStore(config: MediaConfig, db: Db): Promise<{ store: MediaStore; close(): void }> {
  switch (mediaStoreKind(config)) {
    case 'database':
      return { store: createDatabaseMediaStore(db), close: () => undefined };
    case 's3': {
      // Loaded only here: the AWS SDK is large and most servers never use it.
      const { createS3MediaStore } = await import('./s3-media-store');
      // loadConfig refuses MEDIA_STORE=s3 without S3_BUCKET.
      const store = createS3MediaStore(config.s3!);
      return { store, close: () => store.close() };
    }
    case 'local':
      return { store: await createLocalMediaStore(config.DATA_DIR), close: () => undefined };
  }
}
