// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../testing/renderInAdmin.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { NotFound } from './NotFound.tsx';

describe('the error pages (SPEC.md point 2)', () => {
  it('"Unexpected Application Error!" shows the status of a failed response', () => {
    renderInAdmin(<ErrorPage error={{ status: 503, statusText: 'Service Unavailable' }} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('"Unexpected Application Error!" shows the message of a thrown error', () => {
    renderInAdmin(<ErrorPage error={new Error('Failed to fetch dynamically imported module')} />);
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
  });

  it('"Page Not Found!" leads home', () => {
    renderInAdmin(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO HOME' })).toHaveAttribute('href', '/');
  });
});
