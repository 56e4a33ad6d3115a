import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { COUNTRY_CHOICES, GENDER_CHOICES } from '../auth/AccountInputs.tsx';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

/** The guest's account (found by name or email) and contact, filled from the account and editable. */
export function GuestInputs() {
  const { setValue } = useFormContext();
  const [search, setSearch] = useState('');
  const [userId, firstName, lastName] = useWatch({ name: ['user_id', 'first_name', 'last_name'] }) as string[];
  const students = useHostelQuery('usersPage', { page: 1, q: search.trim() || undefined }, { placeholderData: keepPreviousData });
  const found = students.data?.data ?? [];
  // The chosen student stays a choice when a new search no longer finds them.
  const chosen = userId && !found.some((s) => s.id === userId) ? [{ id: userId, name: `${firstName} ${lastName}` }] : [];
  const choices = [...found.map((s) => ({ id: s.id, name: `${s.fname} ${s.lname} · ${s.email}` })), ...chosen];

  const chooseStudent = (id: string) => {
    const student = found.find((s) => s.id === id);
    if (!student) return;
    const contact = {
      first_name: student.fname,
      last_name: student.lname,
      gender: student.gender,
      phone_number: student.phone_number,
      email_address: student.email,
      country: student.country,
    };
    for (const [name, value] of Object.entries(contact)) setValue(name, value, { shouldValidate: true });
  };

  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField
        id="guest-search"
        label="Find A Student"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        helperText="Search by name or email"
        sx={{ mb: 1 }}
      />
      <RequiredSelectInput source="user_id" label="Student" choices={choices} onChange={(event) => chooseStudent(event.target.value)} />
      <TextInput source="first_name" label="First Name" />
      <TextInput source="last_name" label="Last Name" />
      <RequiredSelectInput source="gender" label="Gender" choices={GENDER_CHOICES} />
      <RequiredSelectInput source="country" label="Country" choices={COUNTRY_CHOICES} />
      <TextInput source="phone_number" label="Phone" type="tel" />
      <TextInput source="email_address" label="Email" type="email" />
    </Box>
  );
}
