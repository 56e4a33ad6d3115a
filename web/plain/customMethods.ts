import { MESSAGES } from '../../shared/messages.ts';
import { API_URL, httpClient, isHttpError, queryString, type Query } from './httpClient.ts';
import type {
  ArrivalsPage,
  BedMapFloor,
  Booking,
  BookingHistoryEntry,
  BookingsSummaryPage,
  BulkApproval,
  LastBookingForm,
  MyRoom,
  Notification,
  NotificationChannels,
  NotificationSettings,
  OnlinePayment,
  OnlinePaymentConfig,
  Paged,
  PaymentHistoryPage,
  PaymentInstructions,
  PaymentInstructionsInput,
  Registration,
  Room,
  RoomsPage,
  RoomImportLine,
  RoomStats,
  Semester,
  SemesterStats,
  StaffPage,
  UnmatchedPaymentsPage,
  User,
  UsersPage,
  WaitlistEntry,
  WaitlistOfferRecord,
} from './types.ts';

const getJson = async <T>(path: string, query: Query = {}) => (await httpClient(`${API_URL}${path}${queryString(query)}`)).json as T;

const postJson = async <T>(path: string, body: unknown = {}, withToken = true) =>
  (await httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body), withToken })).json as T;

const putJson = async <T>(path: string, body: unknown) =>
  (await httpClient(`${API_URL}${path}`, { method: 'PUT', body: JSON.stringify(body) })).json as T;

const segment = encodeURIComponent;

/** The rows of every page of a list the API answers a page at a time, in order. */
async function everyPage<T>(read: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const first = await read(1);
  const others = Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, i) => read(i + 2));
  return [first, ...(await Promise.all(others))].flatMap((answer) => answer.data);
}

function requireId(id: string | undefined): string {
  if (!id) throw new Error(MESSAGES.booking.missingId);
  return id;
}

type Booked = { data: Booking; message: string };
type PaymentDecision = { id: string | undefined; expected_status: Booking['payment_status'] };
/** A rejection or revocation says why: the student reads it. */
type ReasonedDecision = PaymentDecision & { reason: string };

/** Rooms made many at a time, into `semester_id`: from a CSV file's text, a list, or another semester. */
export type RoomImport = { semester_id: string } & ({ csv: string } | { rooms: Record<string, unknown>[] } | { from_semester_id: string });
export type RoomImportResult = { data: { lines: RoomImportLine[]; created: number }; message?: string };

/** The import's call: a 422 for lines with errors carries their outcomes too. */
async function sendImport(params: RoomImport, dryRun: boolean): Promise<RoomImportResult> {
  const query = dryRun ? '?dry_run=1' : '';
  if ('csv' in params) {
    const url = `${API_URL}/rooms/import?semester_id=${segment(params.semester_id)}${dryRun ? '&dry_run=1' : ''}`;
    return (await httpClient(url, { method: 'POST', body: params.csv, headers: new Headers({ 'Content-Type': 'text/csv' }) }))
      .json as RoomImportResult;
  }
  if ('rooms' in params) return postJson<RoomImportResult>(`/rooms/bulk${query}`, params);
  return postJson<RoomImportResult>(`/semesters/${segment(params.semester_id)}/copy-rooms${query}`, {
    from_semester_id: params.from_semester_id,
  });
}

/** One page of an office list, filtered, in the list dialect. */
export type OfficeListParams = { page: number; perPage: number; filter: Record<string, string> };
/** The office's messages: filtered, one page, in the list dialect. */
export type NotificationListParams = OfficeListParams;

/**
 * GET /<path> as react-admin's simple-rest asks a list, but with no sort: the API's own order
 * (the messages': failed first; the waitlist's: the line's), which no sort field the client could send says.
 */
async function officeList<T>(path: string, { page, perPage, filter }: OfficeListParams) {
  const [first, last] = [(page - 1) * perPage, page * perPage - 1];
  const query = { filter: JSON.stringify(filter), range: JSON.stringify([first, last]) };
  const { json, headers } = await httpClient(`${API_URL}/${path}${queryString(query)}`, {
    headers: new Headers({ Range: `${path}=${first}-${last}` }),
  });
  const rows = json as T[];
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return { data: rows, total: Number.isFinite(total) ? total : rows.length };
}
const notificationList = (params: NotificationListParams) => officeList<Notification>('notifications', params);

/** The student's place on a semester's waitlist (the current semester's when none is named), or null when they are on none. */
async function myWaitlistEntry({ semester_id }: { semester_id?: string }) {
  return (await getJson<{ data: WaitlistEntry | null }>('/waitlist/me', { semester_id })).data;
}

/**
 * The API's special reads, by the resource whose changes they follow: each takes one object of
 * parameters, so that `[resource, method, params]` keys its answer as react-admin keys its own.
 */
export const customReads = {
  rooms: {
    /** The spec's `?page=` envelope, the only one carrying the list's counters. */
    roomsPage: ({ page, per_page, filter }: { page: number; per_page?: number; filter: Query }) =>
      getJson<RoomsPage>('/rooms', { page, per_page, ...filter }),
    /** Every room of the type: the booking forms offer each one, so they read every page. */
    roomsOfType: ({ room_type_id, ...query }: { room_type_id: string; semester_id: string; gender?: string }) =>
      everyPage((page) => getJson<Paged<Room>>(`/room-types/${segment(room_type_id)}/rooms`, { ...query, page })),
    roomsWithBedsLeft: (query: { semester_id?: string; gender?: string; page: number }) =>
      getJson<Paged<Room>>('/rooms-with-beds-left', query),
    roomStats: (query: { semester_id?: string }) => getJson<RoomStats>('/room-stats', query),
    bedMap: (query: { semester_id?: string; page: number }) => getJson<Paged<BedMapFloor>>('/rooms/bed-map', query),
    /** Every floor of the bed map, each whole: a floor that goes on on the next page is joined up again. */
    wholeBedMap: async (query: { semester_id?: string }) => {
      const floors = await everyPage((page) => getJson<Paged<BedMapFloor>>('/rooms/bed-map', { ...query, page }));
      return floors.reduce<BedMapFloor[]>((whole, floor) => {
        const last = whole.at(-1);
        if (last?.floor === floor.floor) last.rooms.push(...floor.rooms);
        else whole.push({ ...floor, rooms: [...floor.rooms] });
        return whole;
      }, []);
    },
    /** What an import would make (`?dry_run=1`): read-only, so not a command. */
    previewImport: (params: RoomImport) => sendImport(params, true),
    checkRoomAvailability: async (query: { room_id: string; semester_id: string }) =>
      (await getJson<{ available: boolean }>('/check-room-availability', query)).available,
    /** The student's booked room, or null when they hold none (the API answers 404). */
    myRoom: async ({ user_id, semester_id }: { user_id: string; semester_id?: string }) => {
      try {
        return (await getJson<{ data: MyRoom }>(`/rooms/user/${segment(user_id)}`, { semester_id })).data;
      } catch (error) {
        if (isHttpError(error, 404)) return null;
        throw error;
      }
    },
  },
  bookings: {
    /** One page of each of the four lists, with their lengths: the whole lists are megabytes in a busy term. */
    bookingsSummaryPage: ({ page }: { page: number }) => getJson<BookingsSummaryPage>('/bookings', { page }),
    bookingHistory: async ({ id }: { id: string }) =>
      (await getJson<{ data: BookingHistoryEntry[] }>(`/bookings/${segment(id)}/history`)).data,
    /** The reader's last booking's personal fields, to fill a new booking form with; null before any booking. */
    lastBookingForm: async (_params: Record<string, never>) =>
      (await getJson<{ data: LastBookingForm | null }>('/bookings/me/last-form')).data,
  },
  users: {
    usersPage: (query: { page: number; q?: string }) => getJson<UsersPage>('/users', query),
  },
  payments: {
    paymentHistory: (query: Query) => getJson<PaymentHistoryPage>('/payments/history', query),
  },
  semesters: {
    currentSemester: async (_params: Record<string, never>) => (await getJson<{ data: Semester | null }>('/semesters/current')).data,
  },
  onlinePayments: {
    /** Whether a payment provider is configured: without one, the button is not shown. */
    onlinePaymentConfig: async (_params: Record<string, never>) => (await getJson<{ data: OnlinePaymentConfig }>('/payments/online')).data,
    bookingOnlinePayments: async ({ id }: { id: string }) =>
      (await getJson<{ data: OnlinePayment[] }>(`/bookings/${segment(id)}/online-payments`)).data,
    unmatchedPayments: ({ page, open }: { page: number; open: boolean }) =>
      getJson<UnmatchedPaymentsPage>('/payments/unmatched', { page, open: String(open) }),
  },
  stats: {
    semesterStats: async ({ semester_id, as_of }: { semester_id: string; as_of?: string }) =>
      (await getJson<{ data: SemesterStats }>(`/stats/semesters/${segment(semester_id)}`, { as_of })).data,
  },
  staff: {
    staffPage: (query: { page: number; q?: string }) => getJson<StaffPage>('/staff', query),
  },
  notifications: {
    notificationList,
    /** Whether an SMS gateway and a mail server are set: without one, nothing goes out on its channel. */
    notificationChannels: (_params: Record<string, never>) => getJson<NotificationChannels>('/notifications/status'),
    /** The signed-in student's own messages, newest first. */
    myNotifications: ({ page }: { page: number }) => getJson<Paged<Notification>>('/notifications/me', { page }),
    notificationSettings: async (_params: Record<string, never>) =>
      (await getJson<{ data: NotificationSettings }>('/notifications/settings')).data,
  },
  arrivals: {
    /** The porter's lodge: paid bookings expected on `day` (or the week from it), or found by `q`. */
    arrivals: (query: { day?: string; range: 'day' | 'week'; no_show?: 'true'; q?: string; page: number }) =>
      getJson<ArrivalsPage>('/arrivals', query),
  },
  waitlist: {
    myWaitlistEntry,
    /** The line, in its order (joined first), filtered: the office's. */
    waitlistList: (params: OfficeListParams) => officeList<WaitlistEntry>('waitlist', params),
    /** The offers made, newest first, each with why it went where it did. */
    waitlistOffers: (query: { semester_id?: string; user_id?: string; page: number }) =>
      getJson<Paged<WaitlistOfferRecord>>('/waitlist/offers', query),
  },
  'payment-instructions': {
    /** Where and how students pay, or null before the superadmin has said. */
    paymentInstructions: async (_params: Record<string, never>) =>
      (await getJson<{ data: PaymentInstructions | null }>('/payment-instructions')).data,
  },
};

/** The office's decision on a cancellation request. */
type CancellationDecision = { id: string; approve: boolean; refund?: boolean; refund_amount?: number; reason: string };

/** The API's commands, by the resource they change. */
export const customCommands = {
  users: {
    register: (data: Registration & { agree_to_terms: boolean }) =>
      postJson<{ data: User; message: string }>('/register', { ...data, role: 'user', user_type: 'continuing_student' }, false),
    createAdmin: (data: Registration) => postJson<{ data: User }>('/admins', data),
    /** A porter's account: the same fields, an account of the porter's lodge (Arrivals only). */
    createPorter: (data: Registration) => postJson<{ data: User }>('/porters', data),
    /** The office correcting a student's email and/or phone number (as at registration; 409 on a taken email). */
    correctContact: ({ id, email, phone_number }: { id: string; email?: string; phone_number?: string }) =>
      postJson<{ data: User; message: string }>(`/users/${segment(id)}/contact`, { email, phone_number }),
  },
  rooms: {
    importRooms: (params: RoomImport) => sendImport(params, false),
    takeOutOfService: ({ id, reason }: { id: string; reason: string }) =>
      postJson<{ data: Room; message: string }>(`/rooms/${segment(id)}/out-of-service`, { reason }),
    returnToService: ({ id }: { id: string }) => postJson<{ data: Room; message: string }>(`/rooms/${segment(id)}/back-in-service`),
  },
  staff: {
    deactivateUser: ({ id, reason }: { id: string; reason: string }) =>
      postJson<{ data: User; message: string }>(`/users/${segment(id)}/deactivate`, { reason }),
    reactivateUser: ({ id }: { id: string }) => postJson<{ data: User; message: string }>(`/users/${segment(id)}/reactivate`),
    /** The one-time password is in this answer only: the server keeps its hash. */
    resetPassword: ({ id }: { id: string }) =>
      postJson<{ data: User; one_time_password: string; message: string }>(`/users/${segment(id)}/reset-password`),
  },
  session: {
    /** Ends every session of the user, this one too: the answer carries the token to go on with. */
    changePassword: (body: { current_password: string; new_password: string }) =>
      postJson<{ token: string; user: User; message: string }>('/auth/change-password', body),
  },
  bookings: {
    bookBed: (data: Record<string, unknown>) => postJson<Booked>('/bookings', data),
    bookForGuest: (data: Record<string, unknown>) => postJson<Booked>('/bookings/guest', data),
    /** A decision on the booking as the admin saw it: the API answers 409 if another decision came first. */
    approvePayment: async ({ id, expected_status }: PaymentDecision) =>
      (await postJson<{ data: Booking }>(`/bookings/${segment(requireId(id))}/approve-payment`, { expected_status })).data,
    rejectPayment: async ({ id, expected_status, reason }: ReasonedDecision) =>
      (await postJson<{ data: Booking }>(`/bookings/${segment(requireId(id))}/reject-payment`, { expected_status, reason })).data,
    revokePayment: async ({ id, expected_status, reason }: ReasonedDecision) =>
      (await postJson<{ data: Booking }>(`/bookings/${segment(requireId(id))}/revoke-payment`, { expected_status, reason })).data,
    /** A later deadline (ISO) for a pending booking's hold, with the reason the student reads. */
    extendHold: async ({ id, hold_until, reason }: { id: string | undefined; hold_until: string; reason: string }) =>
      (await postJson<{ data: Booking }>(`/bookings/${segment(requireId(id))}/extend-hold`, { hold_until, reason })).data,
    /** The booking moved to another room of its semester, with the reason shown in its history. */
    moveBooking: async ({ id, room_id, reason }: { id: string; room_id: string; reason?: string }) =>
      postJson<{ data: Booking; message: string }>(`/bookings/${segment(requireId(id))}/move`, { room_id, reason }),
    /** A question about a pending booking's payment, which the student reads and answers with a new reference: the bed stays held. */
    askAboutPayment: async ({ id, reason }: { id: string | undefined; reason: string }) =>
      (await postJson<{ data: Booking }>(`/bookings/${segment(requireId(id))}/ask-payment`, { reason })).data,
    /** The student's own payment reference, on their pending booking; it answers the office's open question. */
    givePaymentReference: ({ id, payment_reference }: { id: string; payment_reference: string }) =>
      postJson<Booked>(`/bookings/${segment(requireId(id))}/payment-reference`, { payment_reference }),
    /** The student cancels: a pending booking at once, a paid one as a request the office decides (its reason required). */
    cancelBooking: ({ id, reason }: { id: string; reason?: string }) =>
      postJson<Booked>(`/bookings/${segment(requireId(id))}/cancel`, { reason }),
    /** The office's answer to a cancellation request: approve (with a refund, the whole by default) or refuse, with a reason. */
    decideCancellation: async ({ id, approve, refund, refund_amount, reason }: CancellationDecision) =>
      (
        await postJson<{ data: Booking; message: string }>(
          `/bookings/${segment(requireId(id))}/cancellation/${approve ? 'approve' : 'refuse'}`,
          {
            reason,
            ...(approve ? { refund, refund_amount } : {}),
          },
        )
      ).data,
    /** Pending bookings approved at once, each answered on its own (another admin may have decided some). */
    approvePayments: ({ ids }: { ids: string[] }) =>
      postJson<BulkApproval>('/bookings/approve-payments', { ids, expected_status: 'pending' }),
  },
  arrivals: {
    /** The guest arrived: the key or card given, and a note. */
    checkIn: ({ id, key_number, note }: { id: string; key_number: string; note?: string }) =>
      postJson<{ data: Booking; message: string }>(`/bookings/${segment(id)}/check-in`, { key_number, note }),
    /** The guest left: whether the key came back, and the room's condition. */
    checkOut: ({ id, key_returned, condition_note }: { id: string; key_returned: boolean; condition_note?: string }) =>
      postJson<{ data: Booking; message: string }>(`/bookings/${segment(id)}/check-out`, { key_returned, condition_note }),
  },
  'payment-instructions': {
    setPaymentInstructions: (data: PaymentInstructionsInput) =>
      putJson<{ data: PaymentInstructions; message: string }>('/payment-instructions', data),
  },
  notifications: {
    /** The same message again, as a new one: 409 when its channel has no provider now. */
    resendNotification: ({ id }: { id: string }) =>
      postJson<{ data: Notification; message: string }>(`/notifications/${segment(id)}/resend`),
    /** Email on or off; SMS about money cannot be turned off. */
    saveNotificationSettings: ({ email }: { email: boolean }) =>
      putJson<{ data: NotificationSettings; message: string }>('/notifications/settings', { email }),
  },
  waitlist: {
    /** A place at the end of the line of the student's gender, for `room_type_id` or (null) any type. */
    joinWaitlist: async ({ semester_id, room_type_id }: { semester_id: string; room_type_id: string | null }) =>
      (await postJson<{ data: WaitlistEntry }>('/waitlist', { semester_id, room_type_id })).data,
    /** Leaves the line, giving up an open offer with it. */
    leaveWaitlist: async ({ semester_id }: { semester_id: string }) => {
      await httpClient(`${API_URL}/waitlist/me${queryString({ semester_id })}`, { method: 'DELETE' });
    },
    /** The offer turned into a pending booking with the booking form's personal fields: answered as POST /bookings. */
    acceptOffer: ({ id, ...data }: { id: string } & Record<string, unknown>) =>
      postJson<Booked>(`/waitlist/offers/${segment(id)}/accept`, data),
    /** The offer passed on to the next in line; the student keeps their place. */
    declineOffer: async ({ id }: { id: string }) =>
      (await postJson<{ data: WaitlistEntry }>(`/waitlist/offers/${segment(id)}/decline`)).data,
  },
  onlinePayments: {
    /** Opens the provider's checkout for the booking's amount due: the answer's `authorization_url`. */
    startOnlinePayment: async ({ id }: { id: string }) =>
      (await postJson<{ data: OnlinePayment }>(`/bookings/${segment(requireId(id))}/online-payments`)).data,
    /** Asks the provider now, as the student comes back from its checkout. */
    verifyOnlinePayment: async ({ reference }: { reference: string }) =>
      (await postJson<{ data: OnlinePayment }>(`/payments/online/${segment(reference)}/verify`)).data,
    reholdPayment: async ({ reference }: { reference: string }) =>
      (await postJson<{ data: OnlinePayment }>(`/payments/unmatched/${segment(reference)}/rehold`)).data,
    refundPayment: async ({ reference, reason }: { reference: string; reason: string }) =>
      (await postJson<{ data: OnlinePayment }>(`/payments/unmatched/${segment(reference)}/refund`, { reason })).data,
  },
};
