/**
 * Email domains students in Ghana use most. An address a little off one of them is most likely a
 * typo of it; a known one is never questioned, so nearby universities' domains are listed too.
 */
const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'ug.edu.gh',
  'st.ug.edu.gh',
  'knust.edu.gh',
  'st.knust.edu.gh',
  'ucc.edu.gh',
  'stu.ucc.edu.gh',
  'uew.edu.gh',
  'uds.edu.gh',
  'upsa.edu.gh',
  'umat.edu.gh',
  'ashesi.edu.gh',
  'gimpa.edu.gh',
];

/** A domain this many edits (a letter added, dropped or changed) from a common one is suggested. */
const MOST_EDITS = 2;

/** Levenshtein's distance, row by row. */
function editsBetween(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/**
 * The address with its domain corrected ("ama@gmial.com" → "ama@gmail.com") when the domain is a
 * likely typo of a common one; null otherwise. Only a hint: the address typed is still accepted.
 */
export function suggestEmail(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const local = email.trim().slice(0, at);
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  if (!domain.includes('.') || COMMON_DOMAINS.includes(domain)) return null;
  let best: { domain: string; edits: number } | null = null;
  for (const common of COMMON_DOMAINS) {
    const edits = editsBetween(domain, common);
    if (edits <= MOST_EDITS && (!best || edits < best.edits)) best = { domain: common, edits };
  }
  return best ? `${local}@${best.domain}` : null;
}
