import { createContext, useContext, useEffect } from 'react';

/** Where a page puts its title for the top bar (react-admin's TitlePortal in the other app). */
export const TitleContext = createContext<(title: string) => void>(() => {});

/** Shows `title` in the top bar while the page is on screen. */
export function usePageTitle(title: string) {
  const setTitle = useContext(TitleContext);
  useEffect(() => setTitle(title), [setTitle, title]);
}
