// The baseline: a bare node:http server answering fixed bytes with the same headers as the app.
import http from 'node:http';

const body = Buffer.from(process.env.BODY_B64 ?? '', 'base64');
const etag = process.env.ETAG ?? '"x"';
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, ETag: etag, 'Access-Control-Allow-Origin': '*' });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
