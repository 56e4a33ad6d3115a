import type { ReactNode } from 'react';
import { ScreenHost } from '../layout/ScreenHost.tsx';
import { CounterRow as PlainRow } from '../screens/parts.tsx';

export { CounterCard } from '../screens/parts.tsx';

/** The office's counters, drawn as the screens both apps host draw theirs. */
export const CounterRow = ({ children }: { children: ReactNode }) => (
  <ScreenHost>
    <PlainRow>{children}</PlainRow>
  </ScreenHost>
);
