import { API_URL, httpClient } from './httpClient.ts';

/** Hands `content` to the browser as a file named `name`, through a link that is clicked and gone. */
export function saveFile(content: Blob, name: string) {
  const url = URL.createObjectURL(content);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The file name a `Content-Disposition` answer gives, if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

/**
 * Downloads what the API holds about a person (the right of access): the signed-in user's own,
 * or, for a superadmin, the person `userId`. A plain link cannot carry the bearer token, so the
 * file is fetched and handed over; a refusal throws with the server's message.
 */
export async function downloadHeldData(userId?: string) {
  const path = userId === undefined ? '/me/data' : `/users/${encodeURIComponent(userId)}/data`;
  const response = await httpClient(`${API_URL}${path}`);
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? 'hostel-data.json';
  saveFile(new Blob([response.body], { type: 'application/json' }), name);
}
