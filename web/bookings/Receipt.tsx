import { Box, Button, GlobalStyles, Paper, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { formatDateTime, formatMoney } from '../plain/format.ts';
import type { Booking, Semester } from '../plain/types.ts';
import { bookingFacts, FactList } from './BookingFacts.tsx';

/**
 * On paper only the receipt: the top bar, the menu and everything around the receipt are left out.
 * What is left out by visibility keeps its place, so the receipt is taken to the page's top.
 */
const PRINT_ONLY_THE_RECEIPT = {
  '@media print': {
    'header, nav, .RaAppBar-root, .RaSidebar-root, .no-print': { display: 'none !important' },
    'body *': { visibility: 'hidden' },
    '.receipt, .receipt *': { visibility: 'visible' },
    '.receipt': { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none !important' },
  },
};

/** A paid booking's receipt, which the student prints (or saves as a PDF) from the browser. */
export function Receipt({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  return (
    <>
      <GlobalStyles styles={PRINT_ONLY_THE_RECEIPT} />
      <Paper variant="outlined" className="receipt" component="section" aria-label="Payment receipt" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6" component="h2">
              Payment Receipt
            </Typography>
            <Typography variant="body2" color="textSecondary">
              University Hostel
            </Typography>
          </Box>
          <Button className="no-print" variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Box>
        <FactList
          label="Receipt"
          items={[
            ['Received From', booking.full_name],
            ['Index Number', booking.index_number],
            ...bookingFacts(booking, semester),
            ['Payment Reference', booking.payment_reference],
            ['Approved On', formatDateTime(booking.updated_at)],
          ]}
        />
        <Typography variant="h6" component="p" sx={{ mt: 2 }}>
          Total Paid: {formatMoney(booking.amount_paid)}
        </Typography>
      </Paper>
    </>
  );
}
