// A business's export as a ZIP: data.json (deflated) and its pictures as they are stored (already compressed: stored,
// not deflated again), streamed as they are read, never whole in memory. fflate (docs/decisions/0080): no dependencies,
// streams in both directions, and the API's tests already read ZIPs with it (the wallet's passes).
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { AccountExport } from '@dadeal/core';
import type { Logger } from '../../logger.js';
import { pictureNameOf, type PictureStore } from '../uploads/picture-store.js';

/** The pictures a business's export carries: its logo and every deal's picture that is one of ours. */
export function exportPictureNames(data: AccountExport, publicUrl: string | null): string[] {
  const urls = [data.business?.profile.logoUrl, ...(data.business?.deals ?? []).map((d) => d.imageUrl as string | null)];
  const names = urls.map((u) => pictureNameOf(u, publicUrl)).filter((n): n is string => n !== null);
  return [...new Set(names)];
}

export function exportZip(data: AccountExport, pictures: PictureStore, publicUrl: string | null, log: Logger): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  (async () => {
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    for (const name of exportPictureNames(data, publicUrl)) {
      const stored = await pictures.get(name);
      if (!stored || !('body' in stored) || !stored.body) {
        log.warn({ picture: name }, 'export: a picture the account shows is missing from the store');
        continue;
      }
      const file = new ZipPassThrough(`pictures/${name}`);
      zip.add(file);
      for await (const chunk of stored.body) file.push(chunk as Uint8Array);
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
