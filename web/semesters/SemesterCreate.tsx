import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { fieldErrors } from '../providers/httpClient.ts';
import { SemesterFields } from './SemesterFields.tsx';
import { emptySemester, validateSemester } from './semesterValidation.ts';

/** /add-semester: on success the form clears and "Semester Added Successfully" shows. */
export function SemesterCreate() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const form = useFormFields(emptySemester, validateSemester);
  const [outcome, setOutcome] = useState<'added' | 'failed'>();

  const submit = form.onSubmit((values) => {
    setOutcome(undefined);
    create(
      'semesters',
      { data: { ...values, name: values.name.trim(), description: values.description.trim() } },
      {
        onSuccess: () => {
          form.reset();
          setOutcome('added');
          notify(MESSAGES.semester.added, { type: 'success' });
        },
        onError: (error) => {
          form.setServerErrors(fieldErrors(error));
          setOutcome('failed');
        },
      },
    );
  });

  return (
    <>
      <PageHeader title="Adding A New Semester" actions={<Button component={Link} to="/all-semesters" variant="outlined">All Semesters</Button>} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {outcome === 'added' && <Alert severity="success">{MESSAGES.semester.added}</Alert>}
          {outcome === 'failed' && <Alert severity="error">{MESSAGES.semester.genericError}</Alert>}
          <SemesterFields form={form} />
          <Button type="submit" variant="contained" disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
            {isPending ? 'Adding Semester...' : 'Add Semester'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
