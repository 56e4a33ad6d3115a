import { useEffect, useState } from 'react';
import type { PhoneRules } from '../../plain/bookingRules.ts';

// libphonenumber is most of a form's code: loaded once a phone number is there to check or show.
let loading: Promise<PhoneRules & { formatPhone: (e164: string) => string }> | undefined;
let loaded: Awaited<typeof loading> | undefined;

/** shared/phone.ts, loaded on first call. */
export const loadPhone = () =>
  (loading ??= import('../../../shared/phone.ts').then((phone) => {
    loaded = phone;
    return phone;
  }));

/** shared/phone.ts if it is loaded already, else null. */
export const loadedPhone = () => loaded ?? null;

/** shared/phone.ts once `needed` (and loaded), else null. */
export function usePhone(needed: boolean) {
  const [phone, setPhone] = useState(loaded ?? null);
  useEffect(() => {
    if (needed && !phone) void loadPhone().then(setPhone);
  }, [needed, phone]);
  return phone;
}
