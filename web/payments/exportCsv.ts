import { API_URL, queryString, type Query } from '../plain/httpClient.ts';
import { getToken } from '../plain/session.ts';

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
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'payment-history.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
