import { describe, expect, it } from 'vitest';
import { MENU, visibleMenu } from './menu.ts';
import { homeOf, OFFICE_PAGES, searchablePages } from './officePages.ts';

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

describe("the porter's lodge", () => {
  const labels = (role: string) => searchablePages(role).map((page) => page.label);

  it('gives a porter the Arrivals and Change Password alone, and the office the Arrivals beside its pages', () => {
    expect(labels('porter').sort()).toEqual(['Arrivals', 'Change Password']);
    expect(visibleMenu('porter').flatMap((group) => group.entries.map((entry) => entry.to))).toEqual(['/arrivals']);
    expect(homeOf('porter')).toBe('/arrivals');
    for (const role of ['admin', 'superadmin']) {
      expect(labels(role), role).toContain('Arrivals');
      expect(homeOf(role)).toBe('/');
    }
    expect(labels('user')).not.toContain('Arrivals');
    expect(homeOf('user')).toBe('/');
  });
});
