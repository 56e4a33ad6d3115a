import { useMemo, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { searchablePages } from '../plain/officePages.ts';

/** The top bar's search: finds any page the signed-in role may open, by name. */
export function PageSearch() {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const { permissions } = usePermissions<string>();

  const destinations = useMemo(() => searchablePages(permissions), [permissions]);

  const matches = destinations.filter((d) => d.label.toLowerCase().includes(term.trim().toLowerCase()));
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
            label="Find a page"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && matches[0] && go(matches[0].to)}
            sx={{ mt: 1 }}
          />
          <List dense aria-label="Pages">
            {matches.map((match) => (
              <ListItemButton key={match.to} onClick={() => go(match.to)}>
                <ListItemText primary={match.label} secondary={match.to} />
              </ListItemButton>
            ))}
          </List>
          {!matches.length && <Typography color="textSecondary">No page matches "{term}".</Typography>}
        </DialogContent>
      </Dialog>
    </>
  );
}
