import { describe, expect, it } from 'vitest';
import { chunkParts } from './chunkParts.ts';

type Node = { imports?: string[]; dynamic?: string[] };

/** A module graph as rolldown's chunking context shows it, from each module's imports. */
function context(graph: Record<string, Node>) {
  const info = (id: string) => ({ importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].dynamic ?? [] });
  return { getModuleInfo: (id: string) => (id in graph ? info(id) : null) };
}

const w = (p: string) => `/app/web/${p}`;
const REACT = /node_modules\/react\//;
const PHONE_LIB = '/app/node_modules/phone-lib/index.js';

const graph: Record<string, Node> = {
  [w('index.html')]: { imports: [w('main.tsx')] },
  [w('main.tsx')]: { imports: [w('plain/session.ts')], dynamic: [w('student/start.tsx'), w('adminStart.tsx')] },
  [w('guest.html')]: { imports: [w('guest/main.tsx')] },
  [w('guest/main.tsx')]: { imports: [w('plain/session.ts'), w('guest/guest.css')], dynamic: [w('guest/start.tsx')] },
  [w('guest/guest.css')]: {},
  [w('plain/session.ts')]: {},
  [w('guest/start.tsx')]: { imports: [w('plain/formParts.tsx')], dynamic: [w('guest/RegisterPage.tsx')] },
  [w('plain/formParts.tsx')]: { imports: ['/app/node_modules/react/index.js'] },
  [w('guest/RegisterPage.tsx')]: { imports: [w('phone.ts')] },
  [w('phone.ts')]: { imports: [PHONE_LIB] },
  [w('student/start.tsx')]: {
    imports: [w('plain/formParts.tsx'), w('plain/rules.ts'), w('student/Layout.tsx')],
    dynamic: [w('student/BookRoom.tsx')],
  },
  [w('student/Layout.tsx')]: { imports: [w('plain/session.ts')] },
  [w('student/BookRoom.tsx')]: { imports: [w('plain/rules.ts'), w('student/booking.css')], dynamic: [w('student/lazyPhone.ts')] },
  [w('student/booking.css')]: {},
  [w('student/Themed.tsx')]: { imports: [w('guest/guest.css')] },
  [w('student/Receipt.tsx')]: { imports: [w('student/Print.tsx')] },
  [w('student/Print.tsx')]: { imports: [w('student/Receipt.tsx'), w('phone.ts')] },
  [w('student/lazyPhone.ts')]: { imports: [w('phone.ts')] },
  [w('plain/rules.ts')]: {},
  [w('adminStart.tsx')]: { imports: [w('plain/rules.ts'), '/app/node_modules/mui/index.js'] },
  '/app/node_modules/react/index.js': {},
  '/app/node_modules/mui/index.js': {},
  [PHONE_LIB]: {},
};

describe('chunk parts', () => {
  const ctx = context(graph);
  const groups = chunkParts('/app/web', [REACT]);
  const partOf = (id: string) => groups.map((g) => g.name(id, ctx)).find((name) => name !== null) ?? null;

  it('puts what the entries import in boot, and never an entry itself', () => {
    expect(partOf(w('plain/session.ts'))).toBe('boot');
    expect(partOf(w('main.tsx'))).toBeNull();
    expect(partOf(w('guest/main.tsx'))).toBeNull();
  });

  it('sorts the rest by who loads it: the guest pages and the student, the student and the office, the student alone', () => {
    expect(partOf(w('plain/formParts.tsx'))).toBe('common');
    expect(partOf(w('plain/rules.ts'))).toBe('shared');
    expect(partOf(w('student/start.tsx'))).toBe('student');
    expect(partOf(w('student/Layout.tsx'))).toBe('student');
    expect(partOf(w('student/BookRoom.tsx'))).toBe('student');
  });

  it('takes the student’s own stylesheet along with its module, and leaves out a module with one the guest pages load', () => {
    expect(partOf(w('student/BookRoom.tsx'))).toBe('student');
    expect(partOf(w('student/booking.css'))).toBeNull();
    expect(partOf(w('student/Themed.tsx'))).toBeNull();
    expect(partOf(w('guest/guest.css'))).toBeNull();
  });

  it('leaves out what only the guest pages or the office load', () => {
    expect(partOf(w('guest/start.tsx'))).toBeNull();
    expect(partOf(w('adminStart.tsx'))).toBeNull();
  });

  it('leaves out a module that would drag a lazily loaded library into its part, and what imports it', () => {
    // phone.ts is loaded by the guest pages and the student, but it imports a library of its own.
    expect(partOf(w('phone.ts'))).toBeNull();
    expect(partOf(w('student/lazyPhone.ts'))).toBeNull();
    expect(partOf(PHONE_LIB)).toBeNull();
    // Also through a cycle: Receipt imports Print, which imports Receipt and phone.ts.
    expect(partOf(w('student/Print.tsx'))).toBeNull();
    expect(partOf(w('student/Receipt.tsx'))).toBeNull();
  });
});
