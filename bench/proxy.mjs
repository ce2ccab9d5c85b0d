#!/usr/bin/env node
// A small reverse proxy for the Saturday scenario (bench/saturday.mjs): `node bench/proxy.mjs PORT
// UPSTREAM…` spreads requests over the shop instances in turn, as a load balancer in front of several
// hosts would. It appends the caller's address to X-Forwarded-For and sets X-Forwarded-Proto/Host, so
// that each shop (TRUST_PROXY=loopback) sees the shopper's own address. Keep-alive connections to each
// upstream; an upstream that refuses the connection answers 502.
import http from 'node:http';

const [port, ...upstreams] = process.argv.slice(2);
if (!port || upstreams.length === 0) {
  console.error('usage: node bench/proxy.mjs PORT http://127.0.0.1:P1 [http://127.0.0.1:P2 …]');
  process.exit(2);
}
const targets = upstreams.map((url) => new URL(url));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const served = targets.map(() => 0);
let next = 0;

const server = http.createServer((req, res) => {
  // The share of each upstream, asked by the scenario at the end.
  if (req.url === '/__proxy') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ upstreams, served }));
    return;
  }
  const index = next++ % targets.length;
  const target = targets[index];
  served[index]++;
  const forwarded = req.headers['x-forwarded-for'];
  const headers = {
    ...req.headers,
    'x-forwarded-for': forwarded ? `${forwarded}, ${req.socket.remoteAddress}` : req.socket.remoteAddress,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': req.headers.host ?? '',
  };
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Boutique injoignable');
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`proxy ${port} -> ${upstreams.join(' ')}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
