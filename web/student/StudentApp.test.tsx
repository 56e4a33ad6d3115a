// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../shared/messages.ts';
import { getSessionUser, getToken, openGuestPage, saveSession } from '../plain/session.ts';
import { storedThemeIsDark } from '../plain/themeChoice.ts';
import { signOutOnUnauthorized } from './start.tsx';
import { StudentApp } from './StudentApp.tsx';
import { answerApi, paged, renderAsStudent, STUDENT } from '../screens/testing.tsx';

vi.mock('../plain/session.ts', async (original) => ({
  ...(await original<typeof import('../plain/session.ts')>()),
  openGuestPage: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());
// jsdom does not scroll.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

const STATS = {
  totalRooms: 0,
  occupiedRooms: 0,
  availableRoomsMale: 0,
  availableRoomsFemale: 0,
  bookedRoomsMale: 0,
  bookedRoomsFemale: 0,
  totalBeds: 0,
  bedsLeft: 0,
};
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe("the student's app around the pages", () => {
  it('shows the splash first, then the dashboard with the student’s sidebar and the top bar', async () => {
    answerApi({ 'GET /api/room-stats': STATS });
    renderAsStudent(<StudentApp />);
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await vi.waitFor(() => expect(screen.queryByText('Please wait...')).not.toBeInTheDocument());
    expect(menuItems()).toEqual([
      'Dashboard',
      'All Rooms',
      'Available Rooms',
      'Bed Map',
      'Reserve A Bed',
      'My Booking',
      'Messages',
      'Waitlist',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toHaveTextContent('Dashboard');
    for (const name of ['Close menu', 'Search', 'Toggle light/dark mode', 'Logout'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('moves between pages without a reload, back button included, and shows "Page Not Found!" elsewhere', async () => {
    answerApi({
      'GET /api/room-stats': STATS,
      'GET /api/semesters/current': { data: null },
      'GET /api/semesters': [],
      'GET /api/rooms/bed-map': paged([]),
    });
    renderAsStudent(<StudentApp />);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Bed Map' }));
    expect(window.location.pathname).toBe('/bed-map');
    await screen.findByRole('heading', { name: 'Bed Map', level: 1 });
    expect(screen.getByRole('menuitem', { name: 'Bed Map' })).toHaveAttribute('aria-current', 'page');
    act(() => window.history.back());
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    act(() => {
      window.history.pushState(null, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('heading', { name: 'Page Not Found!', level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'GO HOME' }));
    expect(window.location.pathname).toBe('/');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  });

  it('shows a student who opens a booking’s own page their My Booking', async () => {
    answerApi({ 'GET /api/bookings': [], 'GET /api/semesters/current': { data: null } });
    renderAsStudent(<StudentApp />, { path: '/booking/b1' });
    await screen.findByRole('heading', { name: 'My Booking', level: 1 });
    expect(window.location.pathname).toBe('/history');
  });

  it('answers an administrator’s page with "Not allowed", and sends nothing for it', async () => {
    const fetch = answerApi({});
    renderAsStudent(<StudentApp />, { path: '/users' });
    await screen.findByRole('heading', { name: 'Not allowed', level: 1 });
    expect(screen.getByText(`${MESSAGES.errors.forbidden} This page is for hostel administrators.`)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    renderAsStudent(<StudentApp />, { path: '/edit-room/r1' });
    expect(await screen.findAllByRole('heading', { name: 'Not allowed', level: 1 })).toHaveLength(2);
  });

  it('sends a student whose password was reset to Change Password, whatever they open', async () => {
    answerApi({});
    renderAsStudent(<StudentApp />, { path: '/all-rooms', user: { ...STUDENT, must_change_password: true } });
    await screen.findByRole('heading', { name: 'Change Password', level: 1 });
    expect(window.location.pathname).toBe('/change-password');
    expect(screen.getByLabelText('One-time password')).toBeInTheDocument();
  });

  it('keeps the light/dark choice where the react-admin app reads it, and shows it at once', async () => {
    answerApi({ 'GET /api/room-stats': STATS });
    renderAsStudent(<StudentApp />);
    expect(storedThemeIsDark()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    expect(localStorage.getItem('RaStoreHostel.theme')).toBe('"dark"');
    expect(storedThemeIsDark()).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    expect(localStorage.getItem('RaStoreHostel.theme')).toBe('"light"');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('logs out: the server ends the token, the session is cleared and /login loads', async () => {
    const fetch = answerApi({ 'GET /api/room-stats': STATS, 'POST /api/logout': { message: 'Logged out' } });
    renderAsStudent(<StudentApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(openGuestPage).toHaveBeenCalledWith('/login'));
    const logout = fetch.mock.calls.find(([url]) => url === '/api/logout')!;
    expect(logout[1]).toMatchObject({ method: 'POST' });
    expect(new Headers(logout[1]?.headers).get('Authorization')).toBe('Bearer student-token');
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it('finds a page by its name in the search, among the pages a student may open', async () => {
    answerApi({ 'GET /api/room-stats': STATS, 'GET /api/semesters/current': { data: null }, 'GET /api/semesters': [] });
    renderAsStudent(<StudentApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const results = () =>
      within(within(dialog).getByRole('list', { name: 'Pages' }))
        .queryAllByRole('button')
        .map((b) => b.firstChild?.textContent);
    expect(results()).toEqual([
      'Dashboard',
      'All Rooms',
      'Available Rooms',
      'Bed Map',
      'Reserve A Bed',
      'My Booking',
      'Messages',
      'Waitlist',
      'Change Password',
    ]);
    await userEvent.type(within(dialog).getByLabelText('Find a page'), 'users');
    expect(within(dialog).getByText('No page matches "users".')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Find a page'));
    await userEvent.type(within(dialog).getByLabelText('Find a page'), 'avail{Enter}');
    expect(window.location.pathname).toBe('/available-rooms');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Available Rooms', level: 1 });
  });

  it('folds the sidebar from the top bar’s menu button', async () => {
    answerApi({ 'GET /api/room-stats': STATS });
    const { container } = renderAsStudent(<StudentApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(container.querySelector('.app')).toHaveClass('menu-closed');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // Folded, each entry keeps its name for screen readers and its label as a tooltip.
    expect(screen.getByRole('menuitem', { name: 'All Rooms' })).toHaveAttribute('title', 'All Rooms');
  });
});

describe("the student's app on a phone", () => {
  it('opens the menu as a drawer from the top bar, and closes it on the way to the page chosen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    answerApi({
      'GET /api/room-stats': STATS,
      'GET /api/semesters/current': { data: null },
      'GET /api/semesters': [],
      'GET /api/rooms/bed-map': paged([]),
    });
    const { container } = renderAsStudent(<StudentApp />);
    const app = container.querySelector('.app')!;
    expect(app).toHaveClass('phone', 'menu-closed');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(app).toHaveClass('menu-open');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Bed Map' }));
    expect(window.location.pathname).toBe('/bed-map');
    expect(app).toHaveClass('menu-closed');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(app).toHaveClass('menu-closed');
  });
});

describe("the student's session", () => {
  it('ends on a 401 from any read: the session is cleared and /login loads', async () => {
    saveSession('ended-token', STUDENT);
    answerApi({ 'GET /api/room-stats': () => ({ status: 401, body: { message: 'Unauthenticated' } }) });
    const queryClient = signOutOnUnauthorized(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const { customReads } = await import('../plain/customMethods.ts');
    await queryClient.fetchQuery({ queryKey: ['rooms', 'roomStats', {}], queryFn: () => customReads.rooms.roomStats({}) }).catch(() => {});
    expect(getToken()).toBeNull();
    expect(openGuestPage).toHaveBeenCalledWith('/login');
  });

  it('stays on a refused rule (403)', async () => {
    saveSession('token', STUDENT);
    answerApi({ 'GET /api/room-stats': () => ({ status: 403, body: { message: MESSAGES.errors.forbidden } }) });
    const queryClient = signOutOnUnauthorized(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const { customReads } = await import('../plain/customMethods.ts');
    await queryClient.fetchQuery({ queryKey: ['rooms', 'roomStats', {}], queryFn: () => customReads.rooms.roomStats({}) }).catch(() => {});
    expect(getToken()).toBe('token');
    expect(openGuestPage).not.toHaveBeenCalled();
  });
});
