/** How long a provider's answer may be, as the office reads it beside the message. */
export const MAX_ANSWER_LENGTH = 200;

/**
 * A provider's answer as events keep it: one line, short, and without any of `secrets` (a
 * provider may echo a request back, and the request held them).
 */
export function excerpt(text: string, secrets: readonly string[] = []): string {
  let line = text;
  for (const secret of secrets) if (secret.length > 0) line = line.split(secret).join('[hidden]');
  line = line
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX_ANSWER_LENGTH ? `${line.slice(0, MAX_ANSWER_LENGTH - 1)}…` : line;
}
