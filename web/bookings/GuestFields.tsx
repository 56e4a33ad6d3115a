import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { COUNTRIES, GENDERS } from '../../shared/constants.ts';
import { capitalize } from '../common/format.ts';
import { optionsOf, SelectField } from '../common/SelectField.tsx';
import type { SubForm } from '../common/useFormFields.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { GUEST_LABELS, type GuestIdentityValues } from './guestForm.ts';

/** The guest's account (found by name or email) and contact, filled from the account and editable. */
export function GuestFields({ form }: { form: SubForm<GuestIdentityValues> }) {
  const [search, setSearch] = useState('');
  const students = useHostelQuery('usersPage', { page: 1, q: search.trim() || undefined }, { placeholderData: keepPreviousData });
  const found = students.data?.data ?? [];
  const field = (name: keyof GuestIdentityValues) => form.text(name, GUEST_LABELS[name]);
  // The chosen student stays a choice when a new search no longer finds them.
  const chosen = form.values.user_id && !found.some((s) => s.id === form.values.user_id)
    ? [{ value: form.values.user_id, label: `${form.values.first_name} ${form.values.last_name}` }]
    : [];
  const studentOptions = [...found.map((s) => ({ value: s.id, label: `${s.fname} ${s.lname} · ${s.email}` })), ...chosen];

  const chooseStudent = (id: string) => {
    const student = found.find((s) => s.id === id);
    if (!student) return;
    form.patch({
      user_id: student.id,
      first_name: student.fname,
      last_name: student.lname,
      gender: student.gender,
      phone_number: student.phone_number,
      email_address: student.email,
      country: student.country,
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField id="guest-search" label="Find A Student" value={search} onChange={(e) => setSearch(e.target.value)} helperText="Search by name or email" />
      <SelectField {...field('user_id')} onChange={(e) => chooseStudent(e.target.value)} options={studentOptions} />
      <TextField {...field('first_name')} />
      <TextField {...field('last_name')} />
      <SelectField {...field('gender')} options={optionsOf(GENDERS, capitalize)} />
      <SelectField {...field('country')} options={optionsOf(COUNTRIES)} />
      <TextField {...field('phone_number')} type="tel" />
      <TextField {...field('email_address')} type="email" />
    </Box>
  );
}
