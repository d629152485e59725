// The baseline: a bare node:http server answering fixed bytes — the status, headers and body the app sent for the same
// request (HEADERS_JSON: flat [name, value, …]; Date and the connection's own headers Node adds to both).
import http from 'node:http';

const body = Buffer.from(process.env.BODY_B64 ?? '', 'base64');
const status = Number(process.env.STATUS ?? 200);
const headers = JSON.parse(process.env.HEADERS_JSON ?? '[]');
const server = http.createServer((req, res) => {
  res.writeHead(status, headers);
  res.end(status === 304 ? undefined : body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
