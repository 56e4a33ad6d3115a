import { useEffect, useRef, useState } from 'react';
import { LENGTH_OF_STAY } from '../../../shared/constants.ts';
import { isAdminRole } from '../../../shared/canAccess.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { bookingFailureMessage } from '../../plain/bookingFailure.ts';
import {
  emptyPersonal,
  emptyRoomChoice,
  firstCheckIn,
  identityOf,
  LABELS,
  toBookingPayload,
  validateBookingWith,
} from '../../plain/bookingRules.ts';
import { formatMoney } from '../../plain/format.ts';
import { textOf, type FormValues } from '../../plain/formValues.ts';
import { ErrorAlert, Select } from '../../plain/formParts.tsx';
import { fieldErrors } from '../../plain/httpClient.ts';
import { getSessionUser } from '../../plain/session.ts';
import { chosenRoomWarning, roomNumberChoices, roomNumberHint, whyNotBookable } from '../../plain/roomText.ts';
import { Alert, Loading, PageHeader, ReadOnlyField } from '../parts.tsx';
import { WaitlistLink } from '../WaitlistLink.tsx';
import { loadedPhone, loadPhone } from './lazyPhone.ts';
import { PersonalFields, usePrefill } from './PersonalFields.tsx';
import {
  MY_BOOKINGS,
  useCommand,
  useCurrentSemester,
  useLastBookingForm,
  useMyBookings,
  useRead,
  useRoomTypes,
  useSemesters,
} from '../data.ts';
import { Link, useLocation, useNavigate, useNotify } from '../host.tsx';
import { useFormState } from '../../plain/useFormState.ts';
import './booking.css';

const cleared = { room_number: '', room_id: '', price_per_bed: '' };

/**
 * /book-room: "Reserve A Bed" (SPEC.md points 4 and 5), the react-admin page's form (web/bookings/BookRoom.tsx)
 * in plain React. The address may name the room (`?semester_id=&room_type_id=&room_number=`, from
 * "Available Rooms"); once booked, My Booking says what to pay, where and by when. The
 * student's details start as their last booking gave them, where they had one.
 */
export function BookRoomPage() {
  const { search } = useLocation();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = getSessionUser();
  const gender = user?.gender ?? '';
  const semesters = useSemesters();
  const roomTypes = useRoomTypes();
  const current = useCurrentSemester();
  const bookings = useMyBookings(user?.id ?? '', MY_BOOKINGS.checked);
  const book = useCommand('bookings', 'bookBed');
  const last = useLastBookingForm(Boolean(user));

  const [initial] = useState<FormValues>(() => {
    const params = new URLSearchParams(search);
    return {
      ...emptyRoomChoice,
      // The current semester at once when the app fetched it as it started (pages.ts), else once it comes.
      semester_id: params.get('semester_id') ?? current.data?.id ?? '',
      room_type_id: params.get('room_type_id') ?? '',
      room_number: params.get('room_number') ?? '',
      ...emptyPersonal,
      length_of_stay: String(LENGTH_OF_STAY),
      ...identityOf(user),
    };
  });
  const [phone, setPhone] = useState(loadedPhone);
  const form = useFormState(initial, (values) => validateBookingWith(phone, values, semesters.data));
  const values = form.values as Record<string, string>;
  // The phone library comes once there is an emergency number to check.
  const needsPhone = Boolean(textOf(values.emergency_contact_phone_number));
  useEffect(() => {
    if (needsPhone && !phone) void loadPhone().then(setPhone);
  }, [needsPhone, phone]);

  // The room: semester and type list the numbers; a number fills its id and price; a new type or semester clears them.
  const { semester_id: semesterId, room_type_id: roomTypeId, room_number: roomNumber, room_id: roomId } = values;
  const bothChosen = Boolean(semesterId && roomTypeId);
  const rooms = useRead(
    'rooms',
    'roomsOfType',
    { room_type_id: roomTypeId, semester_id: semesterId, gender: gender || undefined },
    { enabled: bothChosen },
  );
  const fillFromNumber = (number: string) => {
    const room = rooms.data?.find((r) => r.room_number === number);
    form.set({ room_number: number, room_id: room?.id ?? '', price_per_bed: room ? String(room.price_per_bed) : '' });
  };
  // A room number given in the address is filled in once the rooms are known.
  useEffect(() => {
    if (roomNumber && !roomId && rooms.data) fillFromNumber(roomNumber);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as the react-admin form: on new rooms, number or id
  }, [rooms.data, roomNumber, roomId]);
  const availability = useRead(
    'rooms',
    'checkRoomAvailability',
    { room_id: roomId, semester_id: semesterId },
    { enabled: Boolean(roomId && semesterId) },
  );
  // A room that cannot be booked says why (a link may name one that is out of service), not only a grey button.
  const warning = roomId
    ? chosenRoomWarning(
        rooms.data?.find((r) => r.id === roomId),
        availability.data,
      )
    : '';

  // The current semester, once the server has said which it is, unless the address or the student chose one.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || !current.data) return;
    settled.current = true;
    if (current.data.id && !form.changed.semester_id && !values.semester_id) form.set({ semester_id: current.data.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the current semester is known
  }, [current.data]);

  // Check-in starts on the chosen semester's first day (today once it has begun), until the student picks one.
  const chosenSemester = semesters.data?.find((s) => s.id === semesterId);
  useEffect(() => {
    if (chosenSemester && !form.changed.check_in_date) form.set({ check_in_date: firstCheckIn(chosenSemester) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on another semester, not on each keystroke
  }, [chosenSemester]);
  usePrefill(form, last.data);

  // A rejected booking holds no bed: only a pending or paid one stops the student booking again.
  const held = (bookings.data ?? []).filter((b) => b.payment_status !== 'unpaid');
  const alreadyBooked = held.some((b) => !semesterId || b.semester_id === semesterId);

  const roomHint = roomNumberHint(bothChosen, rooms.isFetching, rooms.data ?? []);
  // Every room of the type full (or closed): the waitlist is the way to a bed.
  const allFull = bothChosen && !rooms.isFetching && Boolean(rooms.data) && !rooms.data?.some((room) => !whyNotBookable(room));
  const roomChoices = roomNumberChoices(rooms.data ?? []);

  const submit = form.onSubmit(
    async (sent) => {
      try {
        const { message } = await book.mutateAsync(toBookingPayload(sent));
        notify(message || MESSAGES.booking.created);
        navigate('/history');
      } catch (failure) {
        return fieldErrors(failure);
      }
      return undefined;
    },
    async () => validateBookingWith(needsPhone ? await loadPhone() : null, form.values, semesters.data),
  );
  const failure = book.error ? bookingFailureMessage(book.error) : undefined;

  return (
    <div className="sb-page">
      <PageHeader title="Reserve A Bed" />
      {isAdminRole(user?.role) && (
        <Alert severity="info" action={<Link to="/booking-guest">Reserve Bed For A Guest</Link>}>
          {MESSAGES.booking.ownNameOnly}
        </Alert>
      )}
      {alreadyBooked && (
        <Alert severity="info" action={<Link to="/history">My Booking</Link>}>
          {MESSAGES.booking.alreadyBooked}
        </Alert>
      )}
      <div className="sb-paper">
        <form noValidate onSubmit={submit} className="sb-form">
          <h2 className="sb-heading">Room</h2>
          <div className="sb-grid3">
            <Select
              {...form.field('semester_id', (id) => form.set({ semester_id: id, ...cleared }))}
              label={LABELS.semester_id}
              choices={semesters.data ?? []}
            />
            <Select
              {...form.field('room_type_id', (id) => form.set({ room_type_id: id, ...cleared }))}
              label={LABELS.room_type_id}
              choices={(roomTypes.data ?? []).map((type) => ({ id: String(type.id), name: type.name }))}
            />
            <Select
              {...form.field('room_number', (number) => fillFromNumber(String(number)))}
              label={LABELS.room_number}
              hint={roomHint}
              choices={roomChoices}
              disabled={!roomChoices.length}
            />
            <ReadOnlyField
              label={LABELS.price_per_bed}
              value={values.price_per_bed ? formatMoney(values.price_per_bed) : ''}
              error={form.field('price_per_bed').error}
            />
          </div>
          {warning && !alreadyBooked && <Alert severity="warning">{warning}</Alert>}
          {allFull && !alreadyBooked && <WaitlistLink />}
          <hr className="sb-divider" />
          <PersonalFields form={form} phone={phone} last={last.data} />
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          {bookings.isPending ? (
            <Loading label="Checking your bookings" />
          ) : alreadyBooked ? (
            <Alert severity="info">{MESSAGES.booking.alreadyBooked}</Alert>
          ) : (
            <button type="submit" className="btn" disabled={Boolean(warning) || form.busy}>
              {form.busy ? 'Reserving...' : 'Reserve Bed'}
            </button>
          )}
        </form>
      </div>
    </div>
  );
}
