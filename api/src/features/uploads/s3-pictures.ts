// Pictures in an S3-compatible store (AWS S3, MinIO, Ceph, R2, …) through the official AWS SDK v3. Several server
// processes on several machines share it: a picture uploaded through one is served by every other. The SDK is loaded
// on first use, so a server keeping pictures on disk never loads it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { UploadsConfig } from '../../config.js';
import { PICTURE_NAME, type PictureStore } from './picture-store.js';

type S3Config = Extract<UploadsConfig, { kind: 's3' }>;

/** Names are random and never reused: a year, immutable, wherever the bytes are served from (us, the store, a CDN). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export function s3Pictures(config: S3Config): PictureStore {
  const keyOf = (name: string) => (config.prefix ? `${config.prefix}/${name}` : name);
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.credentials ? { credentials: config.credentials } : {}),
        // Checksums only where the operation needs them: S3-compatible stores other than AWS refuse some trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  const put = async (name: string, body: Buffer | Readable, contentType: string, size: number) => {
    const { client, sdk } = await s3();
    await client.send(new sdk.PutObjectCommand({
      Bucket: config.bucket, Key: keyOf(name), Body: body, ContentType: contentType, ContentLength: size, CacheControl: CACHE_CONTROL,
    }));
  };

  return {
    kind: 's3',
    location: `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ''}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async putFile(name, file, contentType) {
      const { size } = await stat(file);
      await put(name, createReadStream(file), contentType, size);
    },
    put: (name, body, contentType) => put(name, body, contentType, body.length),
    async get(name, { ifNoneMatch, head } = {}) {
      if (!PICTURE_NAME.test(name)) return null;
      const { client, sdk } = await s3();
      const input = { Bucket: config.bucket, Key: keyOf(name), ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) };
      try {
        const out = head ? await client.send(new sdk.HeadObjectCommand(input)) : await client.send(new sdk.GetObjectCommand(input));
        return {
          body: head ? null : ((out as { Body?: Readable }).Body ?? null),
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
          etag: out.ETag ?? '',
          lastModified: out.LastModified ?? null,
        };
      } catch (err) {
        const status = statusOf(err);
        if (status === 304) return { notModified: true, etag: ifNoneMatch ?? '' };
        if (status === 404 || (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound') return null;
        throw err;
      }
    },
    async delete(name) {
      if (!PICTURE_NAME.test(name)) return;
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }));
    },
    async *list() {
      const { client, sdk } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix ? `${config.prefix}/` : undefined, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const name = (item.Key ?? '').slice(config.prefix ? config.prefix.length + 1 : 0);
          if (PICTURE_NAME.test(name)) yield { name, size: item.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
