import type { ComponentProps } from 'react';
import { ScreenHost } from '../layout/ScreenHost.tsx';
import { Pager as PlainPager } from '../screens/parts.tsx';

/** The spec's pagination (Previous, "Page X of Y", Next), as the screens both apps host draw it. */
export const Pager = (props: ComponentProps<typeof PlainPager>) => (
  <ScreenHost>
    <PlainPager {...props} />
  </ScreenHost>
);
