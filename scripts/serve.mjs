#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a static host does: /path/ -> out/path/index.html,
 * /path -> 308 to /path/, unknown paths -> out/404.html (under /es/, out/es/404.html) with status 404, and the response headers
 * listed in out/_headers (Netlify / Cloudflare Pages format), so local runs and the e2e tests see
 * the same headers as production. Text responses are compressed (brotli or gzip, as
 * the browser accepts), as every static host does, so local measurements see production sizes.
 *
 *   node scripts/serve.mjs [--port 3000] [--dir out] [--tls cert.pem,key.pem]
 */
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? 3000));
const host = arg('host', '127.0.0.1');
const root = resolve(arg('dir', 'out'));
// --tls cert.pem,key.pem: HTTPS with HTTP/2 (HTTP/1.1 still accepted), as production hosts serve.
const tls = arg('tls', null)?.split(',');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No export found in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ics': 'text/calendar; charset=utf-8',
};

/** Parses the _headers file into [{ pattern: RegExp, headers: [name, value][] }]. */
function loadHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      current = { pattern: new RegExp(`^${source}$`), headers: [] };
      rules.push(current);
    } else if (current) {
      const i = line.indexOf(':');
      if (i > 0) current.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}
const rules = loadHeaderRules();

function headersFor(pathname) {
  const out = {};
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [k, v] of rule.headers) out[k] = v;
  return out;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ics']);
/** Compressed bodies, computed once per file version and encoding: keyed by modification time and
 * size, so a rebuild under a running server is served fresh, never as stale HTML that points at
 * chunks the new build no longer has. Levels as hosts use for on-the-fly compression: a few
 * milliseconds even for the largest chunk. */
const compressed = new Map();
function compress(file, encoding) {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(raw, { level: 6 });
    compressed.set(key, body);
  }
  return body;
}
function pickEncoding(req, file) {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function send(req, res, status, file, pathname) {
  const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...headersFor(pathname) };
  const encoding = pickEncoding(req, file);
  if (encoding) {
    const body = compress(file, encoding);
    res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length, Vary: 'Accept-Encoding' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  const target = normalize(join(root, pathname));
  // Host configuration files are not content.
  if (pathname === '/_headers') return send(req, res, 404, join(root, '404.html'), pathname);
  if (!target.startsWith(root)) {
    res.writeHead(403).end('Forbidden');
    return;
  }
  if (existsSync(target) && statSync(target).isFile()) return send(req, res, 200, target, pathname);
  if (existsSync(join(target, 'index.html'))) {
    if (!pathname.endsWith('/')) {
      res.writeHead(308, { Location: `${pathname}/${url.search}` }).end();
      return;
    }
    return send(req, res, 200, join(target, 'index.html'), pathname);
  }
  if (existsSync(`${target}.html`)) return send(req, res, 200, `${target}.html`, pathname);
  // As Cloudflare Pages does: the nearest 404.html up the tree (the Spanish one under /es/).
  const notFound = pathname.startsWith('/es/') && existsSync(join(root, 'es', '404.html')) ? join(root, 'es', '404.html') : join(root, '404.html');
  send(req, res, 404, notFound, pathname);
}

const server = tls
  ? createSecureServer({ cert: readFileSync(tls[0]), key: readFileSync(tls[1]), allowHTTP1: true }, handle)
  : createServer(handle);
server.listen(port, host, () => console.log(`Serving ${root} on ${tls ? 'https' : 'http'}://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
