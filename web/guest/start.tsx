import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { pageCodeAt } from './GuestApp.tsx';
import { guestTree } from './tree.tsx';

/**
 * Runs the guest page at `path`: takes over its pre-rendered HTML (`hydrate`), or renders it
 * afresh where there is none (the development server, or a page rendered for another path).
 */
export async function start(path: string, hydrate: boolean): Promise<Root> {
  const element = document.getElementById('root')!;
  // Loaded before hydrating, so that the form answers at once rather than after a retry.
  await pageCodeAt(path);
  if (hydrate) return hydrateRoot(element, guestTree(path));
  const root = createRoot(element);
  root.render(guestTree(path));
  return root;
}
