import { API_URL, queryString, type Query } from '../plain/httpClient.ts';
import { getToken } from '../plain/session.ts';
import { saveFile } from '../plain/download.ts';

/**
 * Downloads GET /payments/history?format=csv with the page's filters. A plain link cannot carry
 * the bearer token, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadHistoryCsv(filters: Query) {
  const token = getToken();
  const response = await fetch(`${API_URL}/payments/history${queryString({ ...filters, format: 'csv' })}`, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  saveFile(await response.blob(), 'payment-history.csv');
}
