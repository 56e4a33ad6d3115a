import { StrictMode } from 'react';
import { GuestApp } from './GuestApp.tsx';

/** The guest page's React tree, the same when pre-rendered at build time and in the browser. */
export const guestTree = (path: string) => (
  <StrictMode>
    <GuestApp path={path} />
  </StrictMode>
);
