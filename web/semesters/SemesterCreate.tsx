import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useCreate, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { fieldErrors } from '../plain/httpClient.ts';
import { SemesterInputs } from './SemesterInputs.tsx';
import { emptySemester, toSemester, validateSemester } from './semesterValidation.ts';

/** /add-semester: on success the form clears and "Semester Added Successfully" shows. */
export function SemesterCreate() {
  const [create] = useCreate();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<'added' | 'failed'>();
  // A new key empties the form once the semester is added.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: FormValues) => {
    setOutcome(undefined);
    try {
      await create('semesters', { data: toSemester(values) }, { returnPromise: true });
      setFormKey((key) => key + 1);
      setOutcome('added');
      notify(MESSAGES.semester.added, { type: 'success' });
    } catch (error) {
      setOutcome('failed');
      return fieldErrors(error);
    }
  };

  return (
    <>
      <PageHeader
        title="Adding A New Semester"
        actions={
          <Button component={Link} to="/all-semesters" variant="outlined">
            All Semesters
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <HostelForm key={formKey} onSubmit={submit} validate={validateSemester} defaultValues={emptySemester}>
          <Stack spacing={2}>
            {outcome === 'added' && <Alert severity="success">{MESSAGES.semester.added}</Alert>}
            {outcome === 'failed' && <Alert severity="error">{MESSAGES.semester.genericError}</Alert>}
            <SemesterInputs />
            <SubmitButton label="Add Semester" busyLabel="Adding Semester..." sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </HostelForm>
      </Paper>
    </>
  );
}
