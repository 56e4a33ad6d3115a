import { lazy, type ComponentType } from 'react';

/** A page whose code loads when it is first opened, or earlier when asked to (`preload`). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Loads a page only when it is first opened, keeping the first page's JavaScript small. An app
 * opened at the page's own address preloads it as it starts, beside React rather than after it.
 */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  let loading: Promise<M> | undefined;
  // One download for both; one that failed (the network) is tried again when next asked for.
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await once())[name] as ComponentType })),
    { preload: once },
  );
}
