import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
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
 * A module keeps its part only if everything it imports is in that part or an earlier one, in one
 * of `vendors`' chunks, or a stylesheet of the student's alone: a part never drags in a library
 * loaded lazily, nor a stylesheet onto a page that does not want it.
 */
export function chunkParts(webRoot: string, vendors: RegExp[]) {
  const indexEntry = path.join(webRoot, 'main.tsx');
  const guestEntry = path.join(webRoot, 'guest/main.tsx');
  const studentStart = path.join(webRoot, 'student/start.tsx');
  const officeStart = path.join(webRoot, 'adminStart.tsx');
  const passes = new WeakMap<Context, Map<string, Part>>();

  /** Every module `from` loads, itself included: through static imports, or dynamic ones too. */
  function loadedBy(ctx: Context, from: string, dynamic: boolean): Set<string> {
    const seen = new Set<string>();
    const next = [from];
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (info) next.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
    }
    return seen;
  }

  function partsOf(ctx: Context): Map<string, Part> {
    const byIndex = loadedBy(ctx, indexEntry, false);
    const byGuestEntry = loadedBy(ctx, guestEntry, false);
    const byGuest = loadedBy(ctx, guestEntry, true);
    const byStudent = loadedBy(ctx, studentStart, true);
    const byOffice = loadedBy(ctx, officeStart, true);
    const parts = new Map<string, Part>();
    for (const id of new Set([...loadedBy(ctx, indexEntry, true), ...byGuest])) {
      // A stylesheet goes with the module that imports it (see `fits`), never on its own.
      if (id === indexEntry || id === guestEntry || id.includes('node_modules') || id.endsWith('.css')) continue;
      if (byIndex.has(id) || byGuestEntry.has(id)) parts.set(id, 'boot');
      else if (byStudent.has(id)) parts.set(id, byGuest.has(id) ? 'common' : byOffice.has(id) ? 'shared' : 'student');
    }
    const fits = (dep: string, part: Part) => {
      if (vendors.some((v) => v.test(dep))) return true;
      if (dep.endsWith('.css')) return !byGuest.has(dep) && !byIndex.has(dep);
      const theirs = parts.get(dep);
      return theirs !== undefined && RANK[theirs] >= RANK[part];
    };
    // Dropping one module may leave another that imports it without its part: repeat until none.
    for (let dropped = true; dropped;) {
      dropped = false;
      for (const [id, part] of parts)
        if (!(ctx.getModuleInfo(id)?.importedIds ?? []).every((dep) => fits(dep, part))) dropped = parts.delete(id);
    }
    return parts;
  }

  const group = (name: Part) => ({
    // A name chosen per module is a function: the bundler's report names the group by this.
    debugName: name,
    name: (id: string, ctx: Context) => {
      let parts = passes.get(ctx);
      if (!parts) passes.set(ctx, (parts = partsOf(ctx)));
      return parts.get(id) === name ? name : null;
    },
    priority: RANK[name],
  });
  return [group('boot'), group('common'), group('shared'), group('student')];
}
