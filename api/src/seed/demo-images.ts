// Demo pictures drawn in code (no downloads): a sky-to-sea gradient with a sun and waves, tinted per business
// category, encoded as real PNG files so that they go through the same /uploads path as uploaded images.
import { deflateSync, crc32 } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

export function drawScene(top: Rgb, bottom: Rgb, accent: Rgb, seed: number, width = 640, height = 400): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const sunX = width * (0.2 + ((seed * 37) % 60) / 100);
  const sunY = height * 0.32;
  const sunR = height * 0.14;
  const horizon = height * 0.58;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let c: Rgb;
      const wave = Math.sin(x / 38 + seed) * 6 + Math.sin(x / 13 + seed * 2) * 2;
      if (y < horizon + wave) {
        c = mix(top, mix(top, accent, 0.55), y / horizon);
        const d = Math.hypot(x - sunX, y - sunY);
        if (d < sunR) c = mix([255, 236, 170], accent, d / sunR / 3);
        else if (d < sunR * 1.6) c = mix(c, [255, 240, 200], (1 - (d - sunR) / (sunR * 0.6)) * 0.35);
      } else {
        const t = (y - horizon) / (height - horizon);
        c = mix(bottom, mix(bottom, [8, 20, 40], 0.5), t);
        if (Math.sin((y - horizon) / 3 + Math.sin(x / 50 + seed)) > 0.93) c = mix(c, [255, 255, 255], 0.35);
      }
      const p = row + 1 + x * 3;
      raw[p] = c[0];
      raw[p + 1] = c[1];
      raw[p + 2] = c[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const CATEGORY_PALETTES: Record<string, { top: Rgb; bottom: Rgb; accent: Rgb }> = {
  restaurant: { top: [255, 183, 77], bottom: [191, 54, 12], accent: [255, 112, 67] },
  shopping: { top: [236, 64, 122], bottom: [74, 20, 140], accent: [186, 104, 200] },
  hotel: { top: [129, 212, 250], bottom: [13, 71, 161], accent: [255, 204, 128] },
  service: { top: [178, 223, 219], bottom: [0, 105, 92], accent: [128, 203, 196] },
  'beach-activity': { top: [77, 208, 225], bottom: [0, 96, 100], accent: [255, 213, 79] },
  others: { top: [197, 202, 233], bottom: [40, 53, 147], accent: [255, 171, 145] },
};
