import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file while it
 * streams in, off the main thread, rather than on the main thread when each is first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts a phone runs as a page starts: the chunks whose module matches one of
 * `entries`, with every chunk they import statically. On a first visit the main thread spent most
 * of its blocking time parsing their functions one by one as they were first called. The office's
 * own chunks are left unmarked: they are large and mostly wait for a click.
 */
export function compileHints(entries: RegExp[]): Plugin {
  return {
    name: 'hostel-compile-hints',
    apply: 'build',
    // After Vite's own additions to a chunk's start (its preload map), or the hint is not first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const marked = new Set<Rollup.OutputChunk>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || marked.has(chunk)) return;
          marked.add(chunk);
          chunk.imports.forEach(visit);
        };
        // A chunk of several modules (vite.config.ts's chunkParts) may have no facade: any of them counts.
        const matches = (chunk: Rollup.OutputChunk) =>
          [chunk.facadeModuleId ?? '', ...(chunk.moduleIds ?? [])].some((id) => entries.some((entry) => entry.test(id)));
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && matches(chunk)) visit(chunk.fileName);
        for (const chunk of marked) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
