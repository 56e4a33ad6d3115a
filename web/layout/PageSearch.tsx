import { useMemo, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canAccess } from '../../shared/canAccess.ts';
import { formatPhone } from '../../shared/phone.ts';
import { orDash } from '../plain/format.ts';
import { searchablePages } from '../plain/officePages.ts';
import { useFeatures } from './useFeatures.ts';
import type { Booking, User } from '../plain/types.ts';
import { useSettled } from '../common/useSettled.ts';

/** How many students and bookings a search shows: enough to pick from, few enough to read. */
const FOUND_OF_EACH = 5;
/** Typing is let settle this long before students and bookings are asked for. */
const SETTLE_MS = 250;

type Found = { key: string; primary: string; secondary: string; to: string };

/**
 * The top bar's search: the pages the signed-in role may open, by name; for the office, also
 * students (opening the users list on them) and bookings (opening the booking), found by the API's
 * search: the words of a name in any order, an index number, a phone, an email or a reference.
 */
export function PageSearch() {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const { permissions } = usePermissions<string>();
  const settled = useSettled(term.trim(), SETTLE_MS);
  const records = useFoundRecords(settled, canAccess(permissions, 'list', 'users') && open);

  const features = useFeatures();
  const destinations = useMemo(() => searchablePages(permissions, features), [permissions, features]);
  const pages: Found[] = destinations
    .filter((d) => d.label.toLowerCase().includes(term.trim().toLowerCase()))
    .map((d) => ({ key: d.to, primary: d.label, secondary: d.to, to: d.to }));
  const groups = [
    { label: 'Students', found: records.students },
    { label: 'Bookings', found: records.bookings },
    { label: 'Pages', found: pages },
  ].filter((g) => g.found.length > 0);
  const first = groups[0]?.found[0];

  const go = (to: string) => {
    setOpen(false);
    setTerm('');
    navigate(to);
  };

  return (
    <>
      <Tooltip title="Search">
        <IconButton color="inherit" aria-label="Search" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Search</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={records.enabled ? 'Find a page, student or booking' : 'Find a page'}
            helperText={records.enabled ? 'A name, index number, phone, email or reference' : undefined}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && first && go(first.to)}
            sx={{ mt: 1 }}
          />
          {groups.map((group) => (
            <List key={group.label} dense aria-label={group.label} subheader={<ListSubheader disableGutters>{group.label}</ListSubheader>}>
              {group.found.map((found) => (
                <ListItemButton key={found.key} onClick={() => go(found.to)}>
                  <ListItemText primary={found.primary} secondary={found.secondary} />
                </ListItemButton>
              ))}
            </List>
          ))}
          {!groups.length && !records.loading && <Typography color="textSecondary">Nothing matches "{term}".</Typography>}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The students and bookings the API finds for `q` (two characters at least), for the office only. */
function useFoundRecords(q: string, enabled: boolean) {
  const asked = enabled && q.length >= 2;
  const list = { pagination: { page: 1, perPage: FOUND_OF_EACH }, filter: { q } };
  const students = useGetList<User>('users', { ...list, sort: { field: 'lname', order: 'ASC' } }, { enabled: asked });
  const bookings = useGetList<Booking>('bookings', { ...list, sort: { field: 'created_at', order: 'DESC' } }, { enabled: asked });
  return {
    enabled,
    loading: asked && (students.isPending || bookings.isPending),
    students: asked
      ? (students.data ?? []).map((u) => ({
          key: `user-${u.id}`,
          primary: `${u.fname} ${u.lname}`,
          secondary: `${u.email} · ${formatPhone(u.phone_number)}`,
          to: `/users?q=${encodeURIComponent(u.email)}`,
        }))
      : [],
    bookings: asked
      ? (bookings.data ?? []).map((b) => ({
          key: `booking-${b.id}`,
          primary: `${b.full_name} · ${b.reference}`,
          secondary: `Room ${b.room_number} · ${orDash(b.index_number)} · ${b.payment_status}`,
          to: `/booking/${b.id}`,
        }))
      : [],
  };
}
