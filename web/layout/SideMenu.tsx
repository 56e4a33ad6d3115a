import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useSidebarState } from 'react-admin';
import { visibleMenu } from './menuEntries.ts';

/** The sidebar: Dashboard, then the Bookings, Users and Rooms groups the role may see. */
export function SideMenu() {
  const { permissions } = usePermissions<string>();
  const [open] = useSidebarState();
  return (
    <Menu>
      {visibleMenu(permissions).map((group) => [
        group.label && open ? (
          <ListSubheader key={group.label} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
            {group.label}
          </ListSubheader>
        ) : null,
        ...group.entries.map((entry) => <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<entry.icon />} />),
      ])}
    </Menu>
  );
}
