import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { BusyOverlay, Loading, LoadError } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { errorMessage, fieldErrors } from '../providers/httpClient.ts';
import type { Semester } from '../providers/types.ts';
import { SemesterFields } from './SemesterFields.tsx';
import { validateSemester, type SemesterValues } from './semesterValidation.ts';

const allSemesters = (
  <Button component={Link} to="/all-semesters" variant="outlined">
    All Semesters
  </Button>
);

/** /edit-semester/{semesterId}: "Update Semester", then back to the list. */
export function SemesterEdit() {
  const { semesterId = '' } = useParams();
  const { data, isPending, error } = useGetOne<Semester>('semesters', { id: semesterId });
  return (
    <>
      <PageHeader title="Edit Semester" actions={allSemesters} />
      {isPending ? <Loading /> : error || !data ? <LoadError message={errorMessage(error, 'Failed to fetch semester')} /> : <SemesterEditForm semester={data} />}
    </>
  );
}

export function SemesterEditForm({ semester }: { semester: Semester }) {
  const [update, { isPending }] = useUpdate<Semester>();
  const notify = useNotify();
  const navigate = useNavigate();
  const initial: SemesterValues = {
    name: semester.name,
    description: semester.description,
    start_date: semester.start_date.slice(0, 10),
    end_date: semester.end_date.slice(0, 10),
  };
  const form = useFormFields(initial, validateSemester);
  const [error, setError] = useState<string>();

  const submit = form.onSubmit((values) => {
    setError(undefined);
    update(
      'semesters',
      { id: semester.id, data: values, previousData: semester },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(MESSAGES.semester.updated, { type: 'success' });
          navigate('/all-semesters');
        },
        onError: (failure) => {
          notify(MESSAGES.semester.genericError, { type: 'error' });
          form.setServerErrors(fieldErrors(failure));
          setError(errorMessage(failure, 'Failed to update semester'));
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <SemesterFields form={form} />
        <Button type="submit" variant="contained" disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
          Update Semester
        </Button>
      </Stack>
      <BusyOverlay open={isPending} text="Updating Semester..." />
    </Paper>
  );
}
