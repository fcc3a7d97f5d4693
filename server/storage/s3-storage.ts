import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { loadOnFirstUse } from '../load-on-first-use';
import { FileNotFoundError, STORAGE_KEY_PATTERN, type FileStorage } from './file-storage';
import { readAll } from './read-all';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, Garage, R2, Scaleway...); AWS itself when unset. */
  endpoint?: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; most compatible services need it. */
  forcePathStyle: boolean;
  /** Explicit keys; without them the SDK's default chain (instance role, shared config) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key (e.g. `acasa/documents/`), so one bucket can hold other things too. */
  prefix: string;
}

/**
 * Files as objects in any S3-compatible service (ADR 026). A PUT is atomic at S3 (an object
 * exists whole or not at all) and is sent only once the content has fully arrived, so a failed
 * upload stores nothing. Checksums are sent only when an operation requires them: several
 * S3-compatible services refuse the SDK's newer default trailing checksums.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  // The SDK is loaded with the first file stored or read (~24 MB resident that a server storing
  // documents elsewhere never needs, ADR 072).
  const connect = loadOnFirstUse(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const client: S3Client = new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    return { sdk, client };
  });
  const objectKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return `${options.prefix}${key}`;
  };

  return {
    async put(key, content) {
      const target = objectKey(key);
      const body = await readAll(content);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: target, Body: body, ContentLength: body.length, ContentType: 'application/octet-stream' }));
    },

    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!answer.Body) throw new FileNotFoundError(key);
        // In Node the body is the HTTP response itself: streamed to the client, never held whole.
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there: a missing file is not an error, as the interface asks.
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
