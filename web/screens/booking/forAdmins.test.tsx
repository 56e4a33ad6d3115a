// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, renderAsStudent, SEMESTERS, STUDENT } from '../testing.tsx';
import { BookRoomPage } from './BookRoomPage.tsx';
import { HistoryPage } from './HistoryPage.tsx';

// The office's app hosts these screens too: an admin opening them is not the student they address.
const ADMIN = { ...STUDENT, id: 'a1', fname: 'Kojo', lname: 'Admin', role: 'admin' as const };
const noBookings = () => answerApi({ 'GET /api/bookings': [], 'GET /api/semesters': SEMESTERS, 'GET /api/room-types': [] });

describe('the student’s screens, opened by an admin', () => {
  it('My Booking sends an admin without a booking of their own to the Booked Guest List', async () => {
    noBookings();
    renderAsStudent(<HistoryPage />, { path: '/history', user: ADMIN });
    expect(await screen.findByText(/You have no booking of your own/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booked Guest List' })).toHaveAttribute('href', '/booked-guests-list');
    expect(screen.queryByText(/rejected|your bed/i)).not.toBeInTheDocument();
  });

  it('Reserve A Bed tells an admin it books in their own name, and where to book for a student', async () => {
    noBookings();
    renderAsStudent(<BookRoomPage />, { path: '/book-room', user: ADMIN });
    expect(await screen.findByText(/books a bed in your own name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve Bed For A Guest' })).toHaveAttribute('href', '/booking-guest');
  });

  it('Reserve A Bed says nothing of the kind to a student', async () => {
    noBookings();
    renderAsStudent(<BookRoomPage />, { path: '/book-room' });
    await screen.findByRole('combobox', { name: 'Semester' });
    expect(screen.queryByText(/books a bed in your own name/)).not.toBeInTheDocument();
  });
});
