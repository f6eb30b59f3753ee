#!/usr/bin/env node
/**
 * Serves out/ through Debian's nginx with the repository's deploy/nginx.conf, as the README tells
 * staff to install it: the stock /etc/nginx/nginx.conf includes the sample as its only site. Only
 * what a loopback test must change is changed: the listen address, the root, a throwaway
 * certificate, and pid, log and temp paths in a temporary folder. `nginx -t` runs first.
 *
 *   node e2e/hosts/serve-nginx.mjs --port 4480
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 4480);
const root = resolve('out');
const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });

/** The sample with loopback-only changes; a replacement that finds nothing means the sample changed shape. */
function site() {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  const change = (from, to) => {
    if (!from.test(conf)) throw new Error(`deploy/nginx.conf no longer matches ${from}: update e2e/hosts/serve-nginx.mjs`);
    conf = conf.replace(from, to);
  };
  change(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
  change(/\n\s*listen \[::\]:443 ssl http2;/, '');
  change(/root \/var\/www\/site;/, `root ${root};`);
  change(/ssl_certificate\s+\S+;/, `ssl_certificate ${join(dir, 'cert.pem')};`);
  change(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${join(dir, 'key.pem')};`);
  // The plain-HTTP server only redirects to 443, which a loopback test does not listen on.
  change(/\nserver \{\s*listen 80;[\s\S]*?\n\}\n?/, '\n');
  return conf;
}

/** Debian's stock nginx.conf with the sample as its site and its files kept in the temporary folder. */
function main() {
  let conf = readFileSync('/etc/nginx/nginx.conf', 'utf8');
  conf = conf
    .replace(/^user .*;$/m, process.getuid?.() === 0 ? 'user root;' : '')
    .replace(/^pid .*;$/m, `pid ${join(dir, 'nginx.pid')};`)
    .replace(/^error_log .*;$/m, `error_log ${join(dir, 'error.log')};`)
    .replace(/access_log .*;/, `access_log ${join(dir, 'access.log')};`)
    .replace(/include \/etc\/nginx\/sites-enabled\/\*;/, `include ${join(dir, 'site.conf')};`)
    .replace(/http \{/, `http {\n\tclient_body_temp_path ${dir}/body;\n\tproxy_temp_path ${dir}/proxy;\n\tfastcgi_temp_path ${dir}/fastcgi;\n\tuwsgi_temp_path ${dir}/uwsgi;\n\tscgi_temp_path ${dir}/scgi;`);
  if (!conf.includes(join(dir, 'site.conf'))) throw new Error('/etc/nginx/nginx.conf has no "include /etc/nginx/sites-enabled/*;" to put the site in');
  return conf;
}

writeFileSync(join(dir, 'site.conf'), site());
writeFileSync(join(dir, 'nginx.conf'), main());
const conf = join(dir, 'nginx.conf');
execFileSync(nginx, ['-t', '-q', '-c', conf, '-e', join(dir, 'error.log')], { stdio: 'inherit' });
const server = spawn(nginx, ['-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx serving ${root} on https://127.0.0.1:${port}`);
const stop = () => server.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
