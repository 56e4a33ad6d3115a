import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from './serverProcess.ts';

/** Gzip size (level 6, what web servers commonly use) of each file, summed, in KB. */
export async function gzipKb(files: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += zlib.gzipSync(await fs.readFile(file), { level: 6 }).length;
  return bytes / 1024;
}

/**
 * The floor of any React page: React and ReactDOM rendering one element, built by the same
 * Vite in production mode. Its gzip size is the first page's baseline.
 */
export async function reactFloorKb(): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-bench-floor-'));
  try {
    await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
    await fs.writeFile(
      path.join(dir, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(createElement('input', { type: 'password' }));\n",
    );
    const { build } = await import('vite');
    const modules = path.join(REPO_ROOT, 'node_modules');
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      // The folder is outside the repository: its two imports are pointed at our node_modules.
      resolve: { alias: { 'react-dom/client': path.join(modules, 'react-dom/client.js'), react: path.join(modules, 'react/index.js') } },
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
    });
    const assets = path.join(dir, 'dist/assets');
    const js = (await fs.readdir(assets)).filter((f) => f.endsWith('.js')).map((f) => path.join(assets, f));
    return await gzipKb(js);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
