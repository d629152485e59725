// A fake Nominatim for tests (a real HTTP server on 127.0.0.1): answers `/search?format=jsonv2&q=…` with Aloha Tower for
// an address naming it and nothing for others, keeps every request it was sent, and can be told to hang, fail, be
// busy or answer nonsense. The API's tests and the site's browser tests point GEOCODER_URL at it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Aloha Tower as Nominatim's jsonv2 answers it with addressdetails=1 (trimmed). */
export const ALOHA_TOWER = {
  place_id: 1, lat: '21.3069', lon: '-157.8663', display_name: 'Aloha Tower, 1 Aloha Tower Drive, Honolulu, Hawaii, 96813, United States',
  address: { road: 'Aloha Tower Drive', city: 'Honolulu', state: 'Hawaii', postcode: '96813', country: 'United States', country_code: 'us' },
};
/** A result without a usable point: the API leaves it out. */
const NO_POINT = { place_id: 2, lat: 'x', lon: '', display_name: 'Somewhere' };

export type FakeGeocoderBehaviour = 'ok' | 'hang' | 'error' | 'busy' | 'garbage';

export interface FakeGeocoder {
  /** The search endpoint: GEOCODER_URL. */
  url: string;
  behaviour: FakeGeocoderBehaviour;
  requests: Array<{ url: URL; userAgent: string | undefined }>;
  close(): Promise<void>;
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({ url, userAgent: req.headers['user-agent'] });
    if (fake.behaviour === 'hang') return void hanging.add(res); // never answers: the caller's timeout must end it
    if (fake.behaviour === 'error') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('boom');
    if (fake.behaviour === 'busy') return void res.writeHead(429, { 'Content-Type': 'text/plain' }).end('slow down');
    if (fake.behaviour === 'garbage') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
    const answer = /aloha tower/i.test(url.searchParams.get('q') ?? '') ? [ALOHA_TOWER, NO_POINT] : [];
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  const fake: FakeGeocoder = {
    url: '',
    behaviour: 'ok',
    requests: [],
    close: () => new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  return fake;
}
