// A real S3 API on loopback for the tests (s3rver: the S3 REST protocol over a folder), with one bucket, and the
// environment that points the server (or the CLI) at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Client, ListObjectsV2Command, GetObjectCommand } from '@aws-sdk/client-s3';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** UPLOADS_URL and the S3_* settings for a store under `prefix`. */
  env(prefix?: string): Record<string, string>;
  /** The keys in the bucket under `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'dadeal-pictures'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'dadeal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    env: (prefix = 'pictures') => ({
      UPLOADS_URL: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async keys(prefix = '') {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    async read(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
