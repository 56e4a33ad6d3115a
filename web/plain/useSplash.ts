import { useEffect, useState } from 'react';
import { SPLASH_DELAY_MS } from '../../shared/constants.ts';

/** Whether the "Please wait..." splash still shows: for its first half second (SPEC.md point 1). Plain React, for both entries. */
export function useSplash(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), SPLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible;
}
