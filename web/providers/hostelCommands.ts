import { MESSAGES } from '../../shared/messages.ts';
import { api, isHttpError } from './httpClient.ts';
import type {
  Booking, BookingsSummary, BookingsSummaryPage, BookingHistoryEntry, MyRoom, PaymentHistoryPage, Registration, Room, RoomsPage, RoomStats, RoomType, SemesterStats, User, UsersPage,
} from './types.ts';

export type Query = Record<string, string | number | undefined | null>;

/** `?a=1&b=2` without the empty values: an unset filter is not sent at all. */
export function queryString(query: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const post = <T>(path: string, body: unknown = {}, withToken = true) => api<T>(path, { method: 'POST', body: JSON.stringify(body), withToken });

function requireId(id: string | undefined): string {
  if (!id) throw new Error(MESSAGES.booking.missingId);
  return id;
}

/** The commands and special reads of the API, beside simple-rest's CRUD methods. */
export const hostelCommands = {
  register: (body: Registration & { agree_to_terms: boolean }) =>
    post<{ data: User; message: string }>('/register', { ...body, role: 'user', user_type: 'continuing_student' }, false),
  createAdmin: (body: Registration) => post<{ data: User }>('/admins', body),
  usersPage: (page: number, filter: { q?: string } = {}) => api<UsersPage>(`/users${queryString({ page, ...filter })}`),

  roomTypes: async () => (await api<{ data: RoomType[] }>('/room-types')).data,
  roomsOfType: async (roomTypeId: string, semesterId: string, gender?: string) =>
    (await api<{ data: Room[] }>(`/room-types/${encodeURIComponent(roomTypeId)}/rooms${queryString({ semester_id: semesterId, gender })}`)).data,
  roomsPage: (page: number, filter: Query = {}) => api<RoomsPage>(`/rooms${queryString({ page, ...filter })}`),
  roomsWithBedsLeft: async (filter: { semester_id?: string; gender?: string } = {}) =>
    (await api<{ data: Room[] }>(`/rooms-with-beds-left${queryString(filter)}`)).data,
  roomStats: (semesterId?: string) => api<RoomStats>(`/room-stats${queryString({ semester_id: semesterId })}`),
  checkRoomAvailability: async (roomId: string, semesterId: string) =>
    (await api<{ available: boolean }>(`/check-room-availability${queryString({ room_id: roomId, semester_id: semesterId })}`)).available,
  /** The student's booked room, or null when they hold none (the API answers 404). */
  myRoom: async (userId: string) => {
    try {
      return (await api<{ data: MyRoom }>(`/rooms/user/${encodeURIComponent(userId)}`)).data;
    } catch (error) {
      if (isHttpError(error, 404)) return null;
      throw error;
    }
  },

  /** One user's bookings of every status, newest first: an admin's four lists would be everyone's. */
  bookingsOf: (userId: string) =>
    api<Booking[]>(`/bookings${queryString({ range: '[0,99]', sort: '["created_at","DESC"]', filter: JSON.stringify({ user_id: userId }) })}`),
  bookingsSummaryPage: (page: number) => api<BookingsSummaryPage>(`/bookings${queryString({ page: String(page) })}`),
  bookBed: (body: Record<string, unknown>) => post<{ data: Booking; message: string }>('/bookings', body),
  bookForGuest: (body: Record<string, unknown>) => post<{ data: Booking; message: string }>('/bookings/guest', body),
  approvePayment: async (id: string | undefined) => (await post<{ data: Booking }>(`/bookings/${encodeURIComponent(requireId(id))}/approve-payment`)).data,
  rejectPayment: async (id: string | undefined) => (await post<{ data: Booking }>(`/bookings/${encodeURIComponent(requireId(id))}/reject-payment`)).data,
  paymentHistory: (query: Query) => api<PaymentHistoryPage>(`/payments/history${queryString(query)}`),
  semesterStats: async (semesterId: string, asOf?: string) =>
    (await api<{ data: SemesterStats }>(`/stats/semesters/${encodeURIComponent(semesterId)}${queryString({ as_of: asOf })}`)).data,
  bookingHistory: async (id: string) => (await api<{ data: BookingHistoryEntry[] }>(`/bookings/${encodeURIComponent(id)}/history`)).data,
};

export type HostelCommands = typeof hostelCommands;
