import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints } from './compileHintsPlugin.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
  moduleIds: string[] = [],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    dynamicImports,
    moduleIds,
    code: `// ${fileName}`,
  }) as unknown as Rollup.OutputChunk;
const run = (plugin: ReturnType<typeof compileHints>, bundle: Rollup.OutputBundle) =>
  (plugin.generateBundle as unknown as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }).handler({}, bundle);
const markedIn = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle)
    .filter((c) => c.type === 'chunk' && c.code.startsWith(COMPILE_HINT))
    .map((c) => c.fileName)
    .sort();

describe('compile hints', () => {
  it('marks the chunks matching an entry and all they import statically, and nothing else', () => {
    const bundle: Rollup.OutputBundle = {
      'index.js': chunk('index.js', '/app/web/index.html', ['helper.js'], ['start.js', 'adminStart.js']),
      'helper.js': chunk('helper.js', null),
      'start.js': chunk('start.js', '/app/web/student/start.tsx', ['react.js', 'shared.js']),
      'react.js': chunk('react.js', null),
      'shared.js': chunk('shared.js', null, ['react.js']),
      'adminStart.js': chunk('adminStart.js', '/app/web/adminStart.tsx', ['react.js', 'mui.js']),
      'mui.js': chunk('mui.js', null),
    };
    const plugin = compileHints([/\/web\/index\.html$/, /\/web\/student\//]);
    run(plugin, bundle);
    expect(markedIn(bundle)).toEqual(['helper.js', 'index.js', 'react.js', 'shared.js', 'start.js']);
    // Marked once, though two marked chunks import it.
    expect((bundle['react.js'] as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}// react.js`);
  });

  it('marks a chunk of several modules, without a facade, when one of its modules matches', () => {
    const bundle: Rollup.OutputBundle = {
      'student.js': chunk('student.js', null, ['rules.js'], [], ['/app/web/student/start.tsx', '/app/web/student/Dashboard.tsx']),
      'rules.js': chunk('rules.js', null, [], [], ['/app/web/bookings/bookingRules.ts']),
      'office.js': chunk('office.js', null, [], [], ['/app/web/bookings/BookingList.tsx']),
    };
    run(compileHints([/\/web\/student\//]), bundle);
    expect(markedIn(bundle)).toEqual(['rules.js', 'student.js']);
  });
});
