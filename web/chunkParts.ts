import path from 'node:path';

type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[] } | null;
type Context = { getModuleInfo(id: string): ModuleInfo };
type Part = 'boot' | 'common' | 'shared' | 'student';
const RANK: Record<Part, number> = { boot: 4, common: 3, shared: 2, student: 1 };

/**
 * Sorts our own modules into four chunks by who loads them, so that a phone fetches a few files
 * rather than one per small module shared between pages:
 * - `boot`: what the two pages' entries (index.html's and the guest pages') import;
 * - `common`: what both the guest pages' forms and the student's app load;
 * - `shared`: what the student's app and the office's load, the guest pages not;
 * - `student`: what only the student's app loads, its pages included.
 * A module joins a part only if everything it imports is in that part or an earlier one, in one
 * of `vendors`' chunks, or a stylesheet of the student's alone: a part never drags in a library
 * loaded lazily, nor a stylesheet onto a page that does not want it.
 */
export function chunkParts(webRoot: string, vendors: RegExp[]) {
  const entries = [path.join(webRoot, 'main.tsx'), path.join(webRoot, 'guest/main.tsx')];
  const [indexEntry, guestEntry] = entries;
  const studentStart = path.join(webRoot, 'student/start.tsx');
  const officeStart = path.join(webRoot, 'adminStart.tsx');
  const reach = new Map<string, Map<string, boolean>>();
  const parts = new Map<string, Part | null>();

  /** Whether `from` loads `id`, through static imports only or dynamic ones too. */
  function loads(ctx: Context, from: string, id: string, dynamic: boolean): boolean {
    const key = `${from}|${dynamic}`;
    let memo = reach.get(key);
    if (!memo) reach.set(key, (memo = new Map()));
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // a cycle adds nothing
    const info = ctx.getModuleInfo(id);
    const parents = info ? [...info.importers, ...(dynamic ? info.dynamicImporters : [])] : [];
    const found = id === from || parents.some((p) => loads(ctx, from, p, dynamic));
    memo.set(id, found);
    return found;
  }

  function wanted(id: string, ctx: Context): Part | null {
    // A stylesheet goes with the module that imports it (see `fits`), never on its own.
    if (entries.includes(id) || id.includes('node_modules') || id.endsWith('.css')) return null;
    if (entries.some((entry) => loads(ctx, entry, id, false))) return 'boot';
    if (!loads(ctx, studentStart, id, true)) return null;
    if (loads(ctx, guestEntry, id, true)) return 'common';
    return loads(ctx, officeStart, id, true) ? 'shared' : 'student';
  }

  function part(id: string, ctx: Context): Part | null {
    if (parts.has(id)) return parts.get(id)!;
    const want = wanted(id, ctx);
    parts.set(id, want); // a cycle is judged by the rest of it
    if (!want) return null;
    const fits = (dep: string) => {
      if (vendors.some((v) => v.test(dep))) return true;
      if (dep.endsWith('.css')) return !loads(ctx, guestEntry, dep, true) && !loads(ctx, indexEntry, dep, false);
      const p = part(dep, ctx);
      return p !== null && RANK[p] >= RANK[want];
    };
    const got = (ctx.getModuleInfo(id)?.importedIds ?? []).every(fits) ? want : null;
    parts.set(id, got);
    return got;
  }

  const group = (name: Part) => ({
    name: (id: string, ctx: Context) => (part(id, ctx) === name ? name : null),
    priority: RANK[name],
  });
  return [group('boot'), group('common'), group('shared'), group('student')];
}
