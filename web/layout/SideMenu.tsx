import { Badge, ListSubheader } from '@mui/material';
import { Menu, useGetList, usePermissions, useSidebarState } from 'react-admin';
import { MENU_ICONS, visibleMenu, type MenuEntry } from './menuEntries.ts';
import { useFeatures } from './useFeatures.ts';

/**
 * The pending payments still to decide: the list's total alone (one row asked for), fetched again
 * after every decision (queryClient.ts) and each minute for those other admins take.
 */
function usePendingPayments() {
  const { total } = useGetList(
    'bookings',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'ASC' }, filter: { payment_status: 'pending' } },
    { refetchInterval: 60_000 },
  );
  return total;
}

/** An entry's icon with its live count, when the count is above zero. */
function CountedIcon({ entry }: { entry: MenuEntry }) {
  const count = usePendingPayments() || undefined;
  const Icon = MENU_ICONS[entry.icon];
  return (
    <Badge badgeContent={count} color="error" max={999} slotProps={{ badge: count ? { 'aria-label': `${count} waiting` } : {} }}>
      <Icon />
    </Badge>
  );
}

/** The sidebar: Dashboard, then the Bookings, Users and Rooms groups the role may see. */
export function SideMenu() {
  const { permissions } = usePermissions<string>();
  const [open] = useSidebarState();
  const features = useFeatures();
  return (
    <Menu>
      {visibleMenu(permissions, features).map((group) => [
        group.label && open ? (
          <ListSubheader key={group.label} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
            {group.label}
          </ListSubheader>
        ) : null,
        ...group.entries.map((entry) => {
          const Icon = MENU_ICONS[entry.icon];
          return (
            <Menu.Item
              key={entry.to}
              to={entry.to}
              primaryText={entry.label}
              leftIcon={entry.count ? <CountedIcon entry={entry} /> : <Icon />}
            />
          );
        }),
      ])}
    </Menu>
  );
}
