import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton, SubmittingOverlay } from '../common/SubmitButton.tsx';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import type { Semester } from '../plain/types.ts';
import { SemesterInputs } from './SemesterInputs.tsx';
import { toSemester, validateSemester } from './semesterValidation.ts';

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
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <LoadError message={errorMessage(error, 'Failed to fetch semester')} />
      ) : (
        <SemesterEditForm semester={data} />
      )}
    </>
  );
}

export function SemesterEditForm({ semester }: { semester: Semester }) {
  const [update] = useUpdate<Semester>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const initial = { ...toSemester(semester), start_date: semester.start_date.slice(0, 10), end_date: semester.end_date.slice(0, 10) };

  const submit = async (values: FormValues) => {
    setError(undefined);
    try {
      await update(
        'semesters',
        { id: semester.id, data: toSemester(values), previousData: semester },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(MESSAGES.semester.updated, { type: 'success' });
      navigate('/all-semesters');
    } catch (failure) {
      notify(MESSAGES.semester.genericError, { type: 'error' });
      setError(errorMessage(failure, 'Failed to update semester'));
      return fieldErrors(failure);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <HostelForm onSubmit={submit} validate={validateSemester} defaultValues={initial}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <SemesterInputs />
          <SubmitButton label="Update Semester" sx={{ alignSelf: 'flex-start' }} />
        </Stack>
        <SubmittingOverlay text="Updating Semester..." />
      </HostelForm>
    </Paper>
  );
}
