// Serves the web console: its page at `/`, its ES modules and styles under /console/, and the few
// library files it imports (Preact, htm, uPlot) straight from their packages' dist folders — no build
// step, no outside request. Files are read once at start-up; an import map in the page resolves the
// bare module names, and the Content-Security-Policy allows only this origin (plus that map's hash).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFound } from '../server/errors.js';
import type { RouteDef } from '../server/http.js';

const STATIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static');
const require = createRequire(import.meta.url);
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

interface Asset { body: string; type: string; cache: string }

/** Library files by the URL the page imports them from; versioned names, so they may be cached for long. */
function vendorFiles(): Array<[string, string]> {
  const version = (name: string) => (JSON.parse(readFileSync(path.join(pkgDir(name), 'package.json'), 'utf8')) as { version: string }).version;
  return [
    [`preact-${version('preact')}.mjs`, path.join(pkgDir('preact'), 'dist/preact.module.js')],
    [`preact-hooks-${version('preact')}.mjs`, path.join(pkgDir('preact'), 'hooks/dist/hooks.module.js')],
    [`htm-${version('htm')}.mjs`, path.join(pkgDir('htm'), 'dist/htm.module.js')],
    [`uplot-${version('uplot')}.mjs`, path.join(pkgDir('uplot'), 'dist/uPlot.esm.js')],
    [`uplot-${version('uplot')}.css`, path.join(pkgDir('uplot'), 'dist/uPlot.min.css')],
  ];
}

/** A package's folder: up from its main entry (not every package exports its package.json). */
function pkgDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (path.basename(dir) !== name && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

function loadAssets(): { assets: Map<string, Asset>; page: string; csp: string } {
  const assets = new Map<string, Asset>();
  const vendor = vendorFiles();
  for (const [name, file] of vendor) {
    assets.set(`/console/vendor/${name}`, { body: readFileSync(file, 'utf8'), type: TYPES[path.extname(name)], cache: 'public, max-age=31536000, immutable' });
  }
  for (const name of readdirSync(STATIC_DIR)) {
    const type = TYPES[path.extname(name)];
    if (!type || name === 'index.html') continue;
    assets.set(`/console/${name}`, { body: readFileSync(path.join(STATIC_DIR, name), 'utf8'), type, cache: 'no-cache' });
  }
  const url = (prefix: string) => `/console/vendor/${vendor.find(([n]) => n.startsWith(prefix))![0]}`;
  const importMap = JSON.stringify({
    imports: { preact: url('preact-1'), 'preact/hooks': url('preact-hooks-'), htm: url('htm-'), uplot: url('uplot-') },
  });
  const page = readFileSync(path.join(STATIC_DIR, 'index.html'), 'utf8')
    .replace('{{IMPORT_MAP}}', importMap)
    .replace('{{UPLOT_CSS}}', url('uplot-').replace(/\.mjs$/, '.css'));
  const hash = createHash('sha256').update(importMap).digest('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { assets, page, csp };
}

export function consoleStaticRoutes(): RouteDef[] {
  const { assets, page, csp } = loadAssets();
  const security = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' };
  return [
    {
      method: 'GET',
      pattern: '/',
      handler: (ctx) => ctx.send(200, page, TYPES['.html'], { ...security, 'Cache-Control': 'no-cache' }),
    },
    {
      method: 'GET',
      pattern: '/console/*',
      handler: (ctx) => {
        const asset = assets.get(ctx.path);
        if (!asset) throw notFound('console file');
        ctx.send(200, asset.body, asset.type, { ...security, 'Cache-Control': asset.cache });
      },
    },
  ];
}
