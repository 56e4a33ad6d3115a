import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { GUEST_PATHS } from '../shared/constants.ts';
import { renderedGuestPage } from '../shared/webDist.ts';

/** Where guest.html's React tree goes: its root, holding the splash until a script renders. */
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<!-- #root -->/;

/**
 * Writes each guest page (/login, /register) as guest.html with its form already in it, rendered
 * by React at build time: the page shows and takes input before any script has run, and the
 * browser's React takes it over (hydrates) on first use (web/guest/main.tsx).
 */
export function prerenderGuestPages(): Plugin {
  let webRoot = '';
  return {
    name: 'hostel-prerender-guest-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      webRoot = config.root;
    },
    async generateBundle(_options, bundle) {
      const template = bundle['guest.html'];
      if (!template || template.type !== 'asset') return;
      const { module } = await runnerImport<typeof import('./guest/prerender.tsx')>(path.join(webRoot, 'guest/prerender.tsx'), {
        configFile: false,
        root: webRoot,
        logLevel: 'warn',
      });
      const html = String(template.source);
      if (!ROOT.test(html)) this.error('guest.html has no <div id="root">…</div><!-- #root --> to render into');
      for (const urlPath of GUEST_PATHS) {
        const page = module.renderedPages[urlPath];
        const source = html.replace(ROOT, () => `<div id="root" data-rendered="${urlPath}">${page}</div><!-- #root -->`);
        this.emitFile({ type: 'asset', fileName: renderedGuestPage(urlPath), source });
      }
    },
  };
}
