import { prerender } from 'react-dom/static';
import { GUEST_PATHS } from '../../shared/constants.ts';
import { guestTree } from './tree.tsx';

/** The guest page's HTML at `path`, as the browser's first render makes it. */
async function renderGuestPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(guestTree(path), { onError: (error) => void errors.push(error) });
  // A part that failed would be left for the browser to render: the build stops instead.
  if (errors.length) throw errors[0];
  return new Response(prelude).text();
}

/**
 * Every guest page's HTML by its path, rendered as the build loads this module
 * (web/prerenderPlugin.ts): the register page's code loads lazily, which the build can do only then.
 */
export const renderedPages: Record<string, string> = Object.fromEntries(
  await Promise.all(GUEST_PATHS.map(async (path) => [path, await renderGuestPage(path)])),
);
