import { useEffect, useState } from 'react';
import { LENGTH_OF_STAY } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { bookingFailureMessage } from '../../plain/bookingFailure.ts';
import { emptyPersonal, firstCheckIn, identityOf, toBookingPayload, validateBookingWith } from '../../plain/bookingRules.ts';
import { textOf, type FormValues } from '../../plain/formValues.ts';
import { ErrorAlert } from '../../plain/formParts.tsx';
import { fieldErrors } from '../../plain/httpClient.ts';
import { getSessionUser } from '../../plain/session.ts';
import type { Semester, WaitlistEntry, WaitlistOffer } from '../../plain/types.ts';
import { loadedPhone, loadPhone } from '../../screens/booking/lazyPhone.ts';
import { PersonalFields, usePrefill } from '../../screens/booking/PersonalFields.tsx';
import { useCommand, useLastBookingForm } from '../../screens/data.ts';
import { useNavigate, useNotify } from '../../screens/host.tsx';
import { useFormState } from '../../plain/useFormState.ts';
import '../../screens/booking/booking.css';

/** The room is the offer's: the form asks only who the student is, so the room's own checks are left out. */
function validateAccept(phone: Parameters<typeof validateBookingWith>[0], values: FormValues, semester: Semester | undefined) {
  const {
    semester_id: _s,
    room_type_id: _t,
    room_number: _n,
    price_per_bed: _p,
    ...errors
  } = validateBookingWith(phone, values, semester ? [semester] : []);
  return errors;
}

/**
 * Accepting an offer: the booking form's personal fields, prefilled from the student's last
 * booking, sent with the offer's room (POST /waitlist/offers/{id}/accept); the new booking, pending
 * with its own hold, is then the student's to pay for.
 */
export function AcceptOffer({
  entry,
  offer,
  semester,
  onCancel,
}: {
  entry: WaitlistEntry;
  offer: WaitlistOffer;
  semester: Semester | undefined;
  onCancel: () => void;
}) {
  const user = getSessionUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const accept = useCommand('waitlist', 'acceptOffer');
  const last = useLastBookingForm(true);
  const [initial] = useState<FormValues>(() => ({
    ...emptyPersonal,
    length_of_stay: String(LENGTH_OF_STAY),
    check_in_date: semester ? firstCheckIn(semester) : '',
    ...identityOf(user),
    semester_id: entry.semester_id,
    room_id: offer.room_id,
    room_number: offer.room_number,
    price_per_bed: String(offer.price_per_bed),
  }));
  const [phone, setPhone] = useState(loadedPhone);
  const form = useFormState(initial, (values) => validateAccept(phone, values, semester));
  // The phone library comes once there is an emergency number to check.
  const needsPhone = Boolean(textOf(form.values.emergency_contact_phone_number));
  useEffect(() => {
    if (needsPhone && !phone) void loadPhone().then(setPhone);
  }, [needsPhone, phone]);
  usePrefill(form, last.data);

  const submit = form.onSubmit(
    async (sent) => {
      try {
        // No room type: the offer's room has one, and the line may have wanted any.
        const { data, message } = await accept.mutateAsync({ id: offer.id, ...toBookingPayload(sent) });
        notify(message || MESSAGES.booking.created);
        navigate(`/booking/${data.id}`);
      } catch (failure) {
        return fieldErrors(failure);
      }
      return undefined;
    },
    async () => validateAccept(needsPhone ? await loadPhone() : null, form.values, semester),
  );

  return (
    <form noValidate onSubmit={submit} className="sb-form" aria-label="Accept the offer">
      <PersonalFields form={form} phone={phone} last={last.data} />
      {accept.error && <ErrorAlert>{bookingFailureMessage(accept.error)}</ErrorAlert>}
      <div className="actions">
        <button type="submit" className="btn" disabled={form.busy}>
          {form.busy ? 'Booking...' : `Book room ${offer.room_number}`}
        </button>
        <button type="button" className="btn outlined" disabled={form.busy} onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
