// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { StudentApp } from './StudentApp.tsx';
import { renderAsStudent } from '../screens/testing.tsx';

const dashboard = vi.hoisted(() => ({ draws: 0 }));
vi.mock('../screens/Dashboard.tsx', async () => {
  const { PageHeader } = await import('../screens/parts.tsx');
  return {
    Dashboard: () => {
      dashboard.draws += 1;
      return <PageHeader title="Dashboard" />;
    },
  };
});

it('draws the page once: its title reaching the top bar draws the layout again, not the page', async () => {
  renderAsStudent(<StudentApp />);
  await vi.waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Dashboard'));
  expect(dashboard.draws).toBe(1);
});
