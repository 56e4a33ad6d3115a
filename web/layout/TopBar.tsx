import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, TitlePortal, ToggleThemeButton, useLogout } from 'react-admin';
import { PageSearch } from './PageSearch.tsx';

function LogoutButton() {
  const logout = useLogout();
  return (
    <Tooltip title="Logout">
      <IconButton color="inherit" aria-label="Logout" onClick={() => logout()}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Menu toggle (from react-admin), the page's title, search, light/dark switch and logout. */
export function TopBar() {
  return (
    <AppBar color="primary" userMenu={false} toolbar={<Toolbar />}>
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, mr: 2, display: { xs: 'none', sm: 'block' } }}>
        Hostel
      </Typography>
      <TitlePortal variant="subtitle1" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
    </AppBar>
  );
}

function Toolbar() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      <PageSearch />
      <ToggleThemeButton />
      <LogoutButton />
    </Box>
  );
}
