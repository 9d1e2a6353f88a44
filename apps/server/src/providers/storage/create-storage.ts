import type { Config } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { StorageProvider } from './storage-provider.ts';

type StorageConfig = Pick<
  Config,
  | 'UPLOADS_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** S3 when S3_BUCKET is set (loadConfig then guarantees the keys), otherwise local disk under UPLOADS_DIR. */
export function createStorage(config: StorageConfig): StorageProvider {
  if (!config.S3_BUCKET) return new DiskStorage(config.UPLOADS_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
