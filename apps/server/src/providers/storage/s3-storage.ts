import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey, type StorageProvider } from './storage-provider.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3-compatible endpoint (MinIO, R2, ...); absent means AWS. */
  endpoint?: string;
  /** Base URL the browser loads files from (CDN or public bucket URL); defaults to endpoint/bucket. */
  publicUrl?: string;
};

/** Uploaded files never change (each upload gets a new key), so browsers and CDNs may keep them. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** S3 or any S3-compatible object store, addressed path-style. */
export class S3Storage implements StorageProvider {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // S3-compatible stores do not all accept the SDK's default CRC checksums; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const base =
      options.publicUrl ??
      (options.endpoint
        ? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
        : `https://${options.bucket}.s3.${options.region}.amazonaws.com`);
    this.publicBase = base.replace(/\/+$/, '') + '/';
  }

  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        CacheControl: CACHE_CONTROL,
      }),
    );
    return this.publicBase + key;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  keyFromUrl(url: string): string | null {
    if (!url.startsWith(this.publicBase)) return null;
    const key = url.slice(this.publicBase.length);
    return isSafeKey(key) ? key : null;
  }

  destroy(): void {
    this.client.destroy();
  }
}
