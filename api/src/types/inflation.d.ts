// inflation ships no types: it answers the request stream, or a decompressing one for gzip, deflate and br
// (an Error with status 415 for any other Content-Encoding).
declare module 'inflation' {
  import type { Readable } from 'node:stream';
  export default function inflate(stream: NodeJS.ReadableStream, options?: { encoding?: string }): Readable;
}
