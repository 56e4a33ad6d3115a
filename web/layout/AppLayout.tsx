import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PasswordGate } from './PasswordGate.tsx';
import { SideMenu } from './SideMenu.tsx';
import { HostedErrorPage } from './ScreenHost.tsx';
import { TopBar } from './TopBar.tsx';

/** react-admin's layout with our top bar, sidebar and error page; pages keep to the phone's width. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={TopBar}
      menu={SideMenu}
      error={HostedErrorPage}
      // react-admin's frame grows to fit its widest content: held to the window instead, a wide
      // table scrolls in its own box rather than the whole page sideways.
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaLayout-content': { minWidth: 0, px: { xs: 1.5, sm: 3 }, pb: 4 },
      }}
    >
      <PasswordGate>{children}</PasswordGate>
    </Layout>
  );
}
