import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { AdminContext, type AuthProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { HostelDataProvider } from '../providers/dataProvider.ts';
import { createQueryClient } from '../plain/queryClient.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** For tests of failures: react-admin logs every failed call, which is expected there. */
export const silenceExpectedErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/**
 * A data provider whose every method is a spy: form tests check the messages shown and that no
 * call left the form while it was invalid. `answers` gives the methods a test needs to answer.
 */
export function spyDataProvider(answers: Partial<Record<keyof HostelDataProvider, (...args: any[]) => unknown>> = {}) {
  const calls = new Proxy({} as Record<string, ReturnType<typeof vi.fn>>, {
    get(spies, name: string) {
      if (name === 'then') return undefined;
      spies[name] ??= vi.fn(
        async (...args: unknown[]) => (answers as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args) ?? { data: [], total: 0 },
      );
      return spies[name];
    },
  });
  return calls as unknown as HostelDataProvider & Record<string, ReturnType<typeof vi.fn>>;
}

export function spyAuthProvider(role = 'superadmin') {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => role),
    canAccess: vi.fn(async () => true),
  } satisfies AuthProvider;
}

/** Renders a page or form inside react-admin's contexts and the app's query client, at `path`. */
export function renderInAdmin(
  ui: ReactNode,
  {
    dataProvider = spyDataProvider(),
    authProvider = spyAuthProvider(),
    path = '/',
    store,
  }: {
    dataProvider?: HostelDataProvider;
    authProvider?: AuthProvider;
    path?: string;
    /** What the page remembers between visits, as the app's own (localStorage) keeps it. */
    store?: Store;
  } = {},
) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} queryClient={createQueryClient()} store={store}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, dataProvider, authProvider };
}
