import { localStorageStore, type Store } from 'react-admin';
import { STORE_NAME, STORE_VERSION, THEME_KEY, isDarkChoice } from '../plain/themeChoice.ts';

/**
 * react-admin's local-storage store, except that signing out (which resets the store) keeps the
 * light/dark choice: it belongs to the device, not to the session.
 */
export function hostelStore(): Store {
  const store = localStorageStore(STORE_VERSION, STORE_NAME);
  return {
    ...store,
    reset() {
      const theme = store.getItem(THEME_KEY);
      store.reset();
      if (theme) store.setItem(THEME_KEY, theme);
    },
  };
}

export const isDarkStored = (store: Store) => isDarkChoice(store.getItem(THEME_KEY));
