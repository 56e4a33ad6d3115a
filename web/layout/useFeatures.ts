import { useMemo } from 'react';
import type { Features } from '../plain/menu.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';

/** What the hostel has switched on, for the menu and the page search: online payments, once the API has said. */
export function useFeatures(): Features {
  const config = useHostelQuery('onlinePaymentConfig', {}, { staleTime: 5 * 60_000 });
  const onlinePayments = config.data?.enabled === true;
  return useMemo(() => ({ onlinePayments }), [onlinePayments]);
}
