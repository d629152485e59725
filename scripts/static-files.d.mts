import type Koa from 'koa';

export interface FileEntry {
  mtimeMs: number;
  etag: string;
  type: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}
export declare const TYPES: Record<string, string>;
export declare function shouldCompress(file: string, size: number): boolean;
export declare function compress(raw: Buffer): { gzip: Buffer; br: Buffer };
export declare function etagOf(raw: Buffer): string;
export declare function precompressDir(dir: string): Promise<void>;
export declare function fileCache(distDir: string): (relative: string) => Promise<FileEntry | null>;
export declare function sendFile(ctx: Koa.Context, status: number, entry: FileEntry): void;
