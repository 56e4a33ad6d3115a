// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from './plain/session.ts';
import type { User } from './plain/types.ts';

const studentStart = vi.fn();
const adminStart = vi.fn();
vi.mock('./student/start.tsx', () => ({ start: studentStart }));
vi.mock('./adminStart.tsx', () => ({ start: adminStart }));

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.resetModules();
});

const user = (role: User['role']) => ({ id: 'u1', fname: 'Ama', lname: 'Mensah', role }) as User;

/** Loads index.html's script afresh, as a page load does, and waits for the app it chose to start. */
async function loadPage() {
  const { loadApp } = await import('./main.tsx');
  await loadApp();
  await vi.waitFor(() => expect(studentStart.mock.calls.length + adminStart.mock.calls.length).toBeGreaterThan(0));
}

describe("index.html's choice of app", () => {
  it("starts the student's own app for a signed-in student", async () => {
    saveSession('token', user('user'));
    await loadPage();
    expect(studentStart).toHaveBeenCalled();
    expect(adminStart).not.toHaveBeenCalled();
  });

  it("starts the same small app for a porter at the lodge's desk, made for phones", async () => {
    saveSession('token', user('porter'));
    await loadPage();
    expect(studentStart).toHaveBeenCalled();
    expect(adminStart).not.toHaveBeenCalled();
  });

  it.each(['admin', 'superadmin'] as const)('starts the react-admin app for an %s', async (role) => {
    saveSession('token', user(role));
    await loadPage();
    expect(adminStart).toHaveBeenCalled();
    expect(studentStart).not.toHaveBeenCalled();
  });

  it('starts the app in a task of its own, after its modules have been evaluated', async () => {
    vi.useFakeTimers();
    try {
      saveSession('token', user('user'));
      const { loadApp } = await import('./main.tsx');
      await loadApp();
      await Promise.resolve();
      expect(studentStart).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(studentStart).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the react-admin app, which sends a visitor to /login, when no one is signed in', async () => {
    await loadPage();
    expect(adminStart).toHaveBeenCalled();
    expect(studentStart).not.toHaveBeenCalled();
  });
});
