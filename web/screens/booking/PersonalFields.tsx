import { useEffect, useRef } from 'react';
import { LENGTH_OF_STAY, LENGTH_OF_STAY_UNIT, MARITAL_STATUSES, RELATIONSHIPS } from '../../../shared/constants.ts';
import { ghanaianPhoneText } from '../../../shared/phoneText.ts';
import { LABELS, prefilledFrom } from '../../plain/bookingRules.ts';
import { capitalize, formatDate } from '../../plain/format.ts';
import { Select, TextField, type Choice } from '../../plain/formParts.tsx';
import type { useFormState } from '../../plain/useFormState.ts';
import type { LastBookingForm } from '../../plain/types.ts';
import { Alert, ReadOnlyField } from '../parts.tsx';
import type { loadPhone } from './lazyPhone.ts';

type Form = ReturnType<typeof useFormState>;
type Phone = Awaited<ReturnType<typeof loadPhone>>;

const choicesOf = (values: readonly (string | number)[]): Choice[] => values.map((value) => ({ id: String(value), name: String(value) }));
const LENGTH_CHOICES = [{ id: String(LENGTH_OF_STAY), name: `${LENGTH_OF_STAY} ${LENGTH_OF_STAY_UNIT}` }];

/** The last booking's details, once they come, in the fields the student has not typed in meanwhile. */
export function usePrefill(form: Form, last: LastBookingForm | null | undefined) {
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !last) return;
    prefilled.current = true;
    const values = prefilledFrom(last, (e164) => ghanaianPhoneText(e164) ?? e164);
    form.set(Object.fromEntries(Object.entries(values).filter(([name]) => !form.changed[name])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the last booking's form is known
  }, [last]);
}

/**
 * A booking form's "Your Details" (SPEC.md point 5): who the student is, from their account, and
 * what they type, as Reserve A Bed and accepting a waitlist offer both ask it.
 */
export function PersonalFields({ form, phone, last }: { form: Form; phone: Phone | null; last: LastBookingForm | null | undefined }) {
  const values = form.values as Record<string, string>;
  const filledFrom = last?.from_booking;
  return (
    <>
      <h2 className="sb-heading">Your Details</h2>
      {filledFrom && (
        <Alert severity="info">
          Filled in from your booking <strong className="sb-reference">{filledFrom.reference}</strong> of{' '}
          {formatDate(filledFrom.created_at)}. Check these details and change what is different.
        </Alert>
      )}
      <div className="sb-grid">
        <ReadOnlyField label={LABELS.full_name} value={values.full_name} error={form.field('full_name').error} />
        <ReadOnlyField label={LABELS.gender} value={capitalize(values.gender)} error={form.field('gender').error} />
        <ReadOnlyField label={LABELS.nationality} value={values.nationality} error={form.field('nationality').error} />
        <ReadOnlyField
          label={LABELS.phone_number}
          // A Ghanaian number is written nationally at once; another once the phone library is here.
          value={phone ? phone.formatPhone(values.phone_number) : (ghanaianPhoneText(values.phone_number) ?? values.phone_number)}
          error={form.field('phone_number').error}
        />
        <ReadOnlyField label={LABELS.email_address} value={values.email_address} error={form.field('email_address').error} />
      </div>
      <fieldset className="sb-section">
        <legend>About You</legend>
        <div className="sb-grid">
          <TextField {...form.field('index_number')} label={LABELS.index_number} />
          <TextField type="date" {...form.field('dob')} label={LABELS.dob} />
          <Select {...form.field('marital_status')} label={LABELS.marital_status} choices={choicesOf(MARITAL_STATUSES)} />
          <TextField {...form.field('program_of_study')} label={LABELS.program_of_study} />
          <div className="sb-wide">
            <TextField {...form.field('house_address')} label={LABELS.house_address} />
          </div>
        </div>
      </fieldset>
      <fieldset className="sb-section">
        <legend>Emergency Contact</legend>
        <div className="sb-grid">
          <TextField {...form.field('emergency_contact_name')} label={LABELS.emergency_contact_name} />
          <Select
            {...form.field('emergency_contact_relationship')}
            label={LABELS.emergency_contact_relationship}
            choices={choicesOf(RELATIONSHIPS)}
          />
          <TextField {...form.field('emergency_contact_phone_number')} label={LABELS.emergency_contact_phone_number} type="tel" />
          <TextField {...form.field('emergency_contact_house_address')} label={LABELS.emergency_contact_house_address} />
        </div>
      </fieldset>
      <fieldset className="sb-section">
        <legend>Your Stay</legend>
        <div className="sb-grid">
          <TextField type="date" {...form.field('check_in_date')} label={LABELS.check_in_date} />
          <Select {...form.field('length_of_stay')} label={LABELS.length_of_stay} choices={LENGTH_CHOICES} />
          <div className="sb-wide">
            <TextField multiline {...form.field('medical_condition')} label={LABELS.medical_condition} />
          </div>
        </div>
      </fieldset>
    </>
  );
}
