import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * Makes the console an installable web app (docs/console.md, "Offline"), with no dependency: at build time it
 * writes `manifest.webmanifest`, the icons (drawn here, no file to fetch) and `sw.js` (console/sw/sw.ts with
 * the build's version and the list of every file of the build to precache), and links the manifest and icons
 * from index.html. The server serves them at the root (src/http/console.ts).
 */
export function pwa(): Plugin {
  const THEME = '#17325c';
  const icons: Record<string, Uint8Array | string> = {
    'icon.svg': iconSvg(THEME),
    'icon-192.png': iconPng(192, THEME),
    'icon-512.png': iconPng(512, THEME),
  };
  const manifest = {
    id: '/',
    name: 'Foodtrace console',
    short_name: 'Foodtrace',
    description: 'Suppliers, specifications and audits: the Foodtrace console, offline-ready for audits.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f5f6f8',
    theme_color: THEME,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return {
    name: 'foodtrace-pwa',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          '<link rel="icon" href="data:," />',
          [
            '<link rel="manifest" href="/manifest.webmanifest" />',
            '<link rel="icon" href="/icon.svg" type="image/svg+xml" />',
            '<link rel="apple-touch-icon" href="/icon-192.png" />',
            `<meta name="theme-color" content="${THEME}" />`,
          ].join('\n    '),
        ),
    },
    async generateBundle(_options, bundle) {
      const files: Record<string, string | Uint8Array> = {
        ...icons,
        'manifest.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
      };
      for (const [name, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: name, source });
      }
      // Everything the console loads: the HTML (served at /), every chunk and asset, the manifest and icons.
      const built = Object.keys(bundle).filter((n) => n !== 'index.html' && !n.endsWith('.map'));
      const names = [...new Set([...built, ...Object.keys(files)])].sort();
      const hash = createHash('sha256');
      for (const name of names) {
        const out = bundle[name];
        const content = out ? (out.type === 'chunk' ? out.code : out.source) : files[name]!;
        hash.update(name).update(content);
      }
      const shell = ['/', ...names.map((n) => `/${n}`)];
      const source = fs.readFileSync(fileURLToPath(new URL('./sw/sw.ts', import.meta.url)), 'utf8');
      const { code } = await transformWithOxc(source, 'sw.ts', { lang: 'ts' });
      const sw = code
        .replace('__FOODTRACE_VERSION__', hash.digest('hex').slice(0, 16))
        .replace(/(['"])__FOODTRACE_SHELL__\1/, () => JSON.stringify(JSON.stringify(shell)));
      if (sw.includes('__FOODTRACE_')) throw new Error('sw.ts: a placeholder was not replaced');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: sw });
    },
  };
}

/** The mark: a white "F" and a green tick on the theme colour, inside the middle 60 % (safe when masked). */
function shapes(size: number): { x: number; y: number; w: number; h: number; color: string }[] {
  const u = size / 20;
  return [
    { x: 6 * u, y: 5 * u, w: 2.2 * u, h: 10 * u, color: '#ffffff' },
    { x: 6 * u, y: 5 * u, w: 8 * u, h: 2 * u, color: '#ffffff' },
    { x: 6 * u, y: 9 * u, w: 6 * u, h: 2 * u, color: '#ffffff' },
    { x: 11.5 * u, y: 12.5 * u, w: 2.5 * u, h: 2.5 * u, color: '#2e9e5b' },
  ];
}

function iconSvg(theme: string): string {
  const parts = shapes(20).map(
    (s) => `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" fill="${s.color}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><rect width="20" height="20" rx="3" fill="${theme}"/>${parts.join('')}</svg>\n`;
}

/** A square RGBA PNG of the mark, encoded by hand (zlib's deflate and CRC-32: the PNG format's own). */
function iconPng(size: number, theme: string): Uint8Array {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const rows = Buffer.alloc((size * 4 + 1) * size);
  const list = shapes(size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const hit = list.findLast((s) => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h);
      const [r, g, b] = rgb(hit ? hit.color : theme);
      rows.set([r!, g!, b!, 255], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
