// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown } from './HoldCountdown.tsx';
import { timeLeft } from '../plain/holdTime.ts';

const now = new Date('2026-09-01T08:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the time left on a hold', () => {
  it('is said in days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(plus(2 * 24 * HOUR + 5 * HOUR + 59 * MINUTE), now)).toBe('2 days 5 h');
    expect(timeLeft(plus(24 * HOUR), now)).toBe('1 day');
    expect(timeLeft(plus(3 * HOUR + 10 * MINUTE), now)).toBe('3 h 10 min');
    expect(timeLeft(plus(4 * MINUTE + 30_000), now)).toBe('4 min');
    expect(timeLeft(plus(30_000), now)).toBe('less than a minute');
  });

  it('is nothing at the deadline and after it', () => {
    expect(timeLeft(plus(0), now)).toBeNull();
    expect(timeLeft(plus(-HOUR), now)).toBeNull();
  });
});

describe('the countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down live and says the hold expired once the deadline passes, in words for the office', () => {
    render(<HoldCountdown holdUntil={plus(HOUR + 30_000)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('The hold on the bed ends in 1 h');
    act(() => vi.advanceTimersByTime(31 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('The hold on the bed ends in 29 min');
    act(() => vi.advanceTimersByTime(29 * MINUTE + 30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('The hold on the bed has expired');
    // The office reads about the student's bed, not its own.
    expect(screen.getByRole('timer')).not.toHaveTextContent(/your bed/i);
  });

  it('shows nothing without a deadline', () => {
    render(<HoldCountdown holdUntil={null} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
