import { useState } from 'react';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { downloadHeldData } from '../plain/download.ts';
import { errorMessage } from '../plain/httpClient.ts';

type Person = { id: string; fname: string; lname: string };

/** A superadmin's download of everything the hostel holds about one person (their right of access). */
export function DownloadDataButton({ user }: { user: Person }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadHeldData(user.id);
    } catch (error) {
      notify(errorMessage(error, 'Failed to download the data'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={() => void download()}
      aria-label={`Download the data of ${user.fname} ${user.lname}`}
    >
      Download data
    </Button>
  );
}
