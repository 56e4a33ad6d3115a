// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvailableRooms } from './AvailableRooms.tsx';
import { Dashboard } from './Dashboard.tsx';
import { answerApi, paged, renderAsStudent, SEMESTERS, STUDENT } from './testing.tsx';

const ADMIN = { ...STUDENT, id: 'a1', role: 'admin' as const };
const OFFERED = {
  id: 's2:u1',
  semester_id: 's2',
  user_id: 'u1',
  full_name: 'Ama Mensah',
  gender: 'female',
  room_type_id: null,
  room_type: null,
  joined_at: '2026-09-02T09:30:00Z',
  position: null,
  status: 'offered',
  lapses: 0,
  declines: 0,
  offer: {
    id: 'o7',
    room_id: 'r12',
    room_number: 'B12',
    room_type: 'Standard',
    price_per_bed: 1850,
    made_at: '2026-09-03T08:00:00Z',
    expires_at: '2026-09-04T08:00:00Z',
  },
};

describe('the way to the waitlist', () => {
  it('points a student who finds every room full to the waitlist', async () => {
    answerApi({ 'GET /api/semesters': SEMESTERS, 'GET /api/rooms-with-beds-left': paged([]) });
    renderAsStudent(<AvailableRooms />);
    expect(await screen.findByText(/All rooms are full — join the waitlist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/my-waitlist');
  });

  it('shows staff no waitlist link: the line is the students’', async () => {
    answerApi({ 'GET /api/semesters': SEMESTERS, 'GET /api/rooms-with-beds-left': paged([]) });
    renderAsStudent(<AvailableRooms />, { user: ADMIN });
    expect(await screen.findByText('No room has a bed left right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('tells a student on their dashboard of a bed offered to them, and until when', async () => {
    answerApi({ 'GET /api/bookings': [], 'GET /api/semesters': SEMESTERS, 'GET /api/waitlist/me': { data: OFFERED } });
    renderAsStudent(<Dashboard />);
    expect(await screen.findByText(/Room B12 is offered to you from the waitlist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/my-waitlist');
  });
});
