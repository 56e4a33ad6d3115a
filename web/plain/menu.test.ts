import { describe, expect, it } from 'vitest';
import { MENU } from './menu.ts';
import { OFFICE_PAGES, searchablePages } from './officePages.ts';

describe('the sidebar', () => {
  it('names each entry as the page it opens is titled', () => {
    for (const entry of MENU.flatMap((group) => group.entries)) {
      const title = entry.to === '/' ? 'Dashboard' : OFFICE_PAGES.find((page) => page.path === entry.to)?.title;
      expect(entry.label, entry.to).toBe(title);
    }
  });

  it('calls the student’s booking "My Booking", at the same address', () => {
    const mine = MENU.flatMap((group) => group.entries).find((entry) => entry.to === '/history');
    expect(mine?.label).toBe('My Booking');
    expect(searchablePages('user')).toContainEqual({ to: '/history', label: 'My Booking' });
    expect(searchablePages('user').map((page) => page.label)).not.toContain('Booked History');
  });
});

describe('the messages sent to students', () => {
  const labels = (role: string) => searchablePages(role).map((page) => page.label);

  it('gives the office the Notifications page and each student their own Messages, never the other way round', () => {
    for (const role of ['admin', 'superadmin']) {
      expect(labels(role), role).toContain('Notifications');
      // A superadmin may do anything by the shared rules, yet has no messages of their own to read.
      expect(labels(role), role).not.toContain('Messages');
    }
    expect(labels('user')).toContain('Messages');
    expect(labels('user')).not.toContain('Notifications');
  });
});
