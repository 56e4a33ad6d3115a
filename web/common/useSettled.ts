import { useEffect, useState } from 'react';

/** A value once it has stopped changing for `ms`: a search is sent when the typing pauses, not at each key. */
export function useSettled<T>(value: T, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
