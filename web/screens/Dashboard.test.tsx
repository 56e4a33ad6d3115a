// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dashboard } from './Dashboard.tsx';
import { answerApi, renderAsStudent, STUDENT } from './testing.tsx';

describe("the student's dashboard", () => {
  it('shows the four counters with their bars, from the room statistics', async () => {
    const fetch = answerApi({
      'GET /api/room-stats': {
        totalRooms: 20,
        occupiedRooms: 4,
        availableRoomsMale: 6,
        availableRoomsFemale: 9,
        bookedRoomsMale: 3,
        bookedRoomsFemale: 5,
        totalBeds: 80,
        bedsLeft: 60,
      },
    });
    renderAsStudent(<Dashboard />);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total Rooms: 20')).toHaveTextContent('20');
    expect(screen.getByRole('progressbar', { name: 'Total Rooms: 25%' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% of beds taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Available rooms: 15')).toHaveTextContent('15');
    expect(screen.getByRole('progressbar', { name: 'Available rooms: 75%' })).toBeInTheDocument();
    expect(screen.getByLabelText('Booked Rooms - Male: 3')).toHaveTextContent('03');
    expect(screen.getByText('15% of rooms')).toBeInTheDocument();
    expect(screen.getByLabelText('Booked Rooms - Female: 5')).toHaveTextContent('05');
    expect(screen.getByText('25% of rooms')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/api/room-stats');
  });

  it('welcomes the student by name and sends them to Reserve A Bed, beside the payment banner', async () => {
    answerApi({ 'GET /api/room-stats': {} });
    renderAsStudent(<Dashboard />);
    expect(screen.getByRole('heading', { name: `Welcome, ${STUDENT.fname}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve A Bed' })).toHaveAttribute('href', '/book-room');
    expect(screen.getByRole('img', { name: 'A hostel, a bank card and a paid mobile money receipt' })).toHaveAttribute(
      'src',
      expect.stringMatching(/payment-banner\.webp$/),
    );
  });

  it('shows zeros and the server’s message when the statistics fail', async () => {
    answerApi({ 'GET /api/room-stats': () => ({ status: 500, body: { message: 'Database unavailable' } }) });
    renderAsStudent(<Dashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.getByLabelText('Total Rooms: 0')).toHaveTextContent('00');
  });
});
