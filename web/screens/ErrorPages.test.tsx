// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, NotFound } from './ErrorPages.tsx';
import { renderAsStudent } from './testing.tsx';

describe('the error pages (SPEC.md point 2), as both apps show them', () => {
  it('"Unexpected Application Error!" shows the status of a failed response', () => {
    renderAsStudent(<ErrorPage error={{ status: 503, statusText: 'Service Unavailable' }} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('"Unexpected Application Error!" shows the message of a thrown error', () => {
    renderAsStudent(<ErrorPage error={new Error('Failed to fetch dynamically imported module')} />);
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
  });

  it('"Page Not Found!" leads home', () => {
    renderAsStudent(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO HOME' })).toHaveAttribute('href', '/');
  });
});
