import { Button, Stack, Typography } from '@mui/material';
import { saveFile } from '../../plain/download.ts';
import { API_URL, httpClient } from '../../plain/httpClient.ts';

/** Downloads the template: a plain link cannot carry the bearer token. */
async function downloadTemplate() {
  const response = await httpClient(`${API_URL}/rooms/import/template`, { headers: new Headers({ Accept: 'text/csv' }) });
  saveFile(new Blob([response.body], { type: 'text/csv' }), 'rooms-template.csv');
}

/** A rooms file (CSV, one room a line, the template's columns); its text goes to the preview. */
export function CsvUpload({ onPreview }: { onPreview: (csv: string) => Promise<void> }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="textSecondary">
        One room a line, with the columns of the template. A room number the semester has is left as it is.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component="label">
          Choose a CSV file
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="Rooms file"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) await onPreview(await file.text());
            }}
          />
        </Button>
        <Button variant="outlined" onClick={() => void downloadTemplate()}>
          Download the template
        </Button>
      </Stack>
    </Stack>
  );
}
