import { lazy, type ComponentType } from 'react';

/** Loads a page only when it is first opened, keeping the first page's JavaScript small. */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
