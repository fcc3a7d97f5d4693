import { join } from 'node:path';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createDatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { createFilesystemStorage } from './filesystem-storage';
import { createS3Storage } from './s3-storage';

export type StorageKind = Env['DOCUMENT_STORAGE'];

const isOn = (flag: string | undefined) => flag === '1' || flag === 'true' || flag === 'on';

/** The document storage `kind` names, configured from the environment (ADR 026). */
export function createStorage(kind: StorageKind, env: Env, db: Database): FileStorage {
  switch (kind) {
    case 'filesystem':
      return createFilesystemStorage(env.UPLOAD_DIR ?? join(env.DATA_DIR, 'uploads'));
    case 'database':
      return createDatabaseStorage(db);
    case 's3':
      if (!env.S3_BUCKET) throw new Error('S3 document storage needs S3_BUCKET');
      return createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? Boolean(env.S3_ENDPOINT) : isOn(env.S3_FORCE_PATH_STYLE),
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
        prefix: env.S3_PREFIX,
      });
  }
}
