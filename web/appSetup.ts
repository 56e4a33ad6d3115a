import { createElement } from 'react';
import { Notification } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '../shared/constants.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import { createQueryClient } from './plain/queryClient.ts';
import { hostelStore } from './providers/store.ts';
import { darkTheme, lightTheme } from './themes.ts';

/** What the signed-in app's screens share, made once. */

// The light/dark choice is kept in local storage by this store and applied at start.
export const store = hostelStore();
export const queryClient = createQueryClient();

/** react-admin's providers and themes, for `<Admin>`. */
export const adminProviders = {
  dataProvider,
  authProvider,
  i18nProvider,
  queryClient,
  store,
  theme: lightTheme,
  darkTheme,
  defaultTheme: 'light' as const,
};

export const Toast = () => createElement(Notification, { autoHideDuration: TOAST_AUTO_CLOSE_MS });
