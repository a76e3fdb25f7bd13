// The words of a search as a person sees them, for showing a match (the database decides what
// matches: its `search_tokens` ignores punctuation the same way, and lower-cases after NFKC).

/** What was typed, NFKC-normalised and lower-cased, cut at anything but letters, marks and digits. */
export function searchTerms(words: string): string[] {
  return words
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/** Where the first term shows in the text (case ignored), as [start, end); undefined when none does. */
export function firstTermAt(text: string, terms: string[]): [number, number] | undefined {
  const lower = text.toLowerCase();
  let found: [number, number] | undefined;
  for (const term of terms) {
    const at = lower.indexOf(term);
    if (at >= 0 && (!found || at < found[0])) found = [at, at + term.length];
  }
  return found;
}

/** The text cut to about `width` characters around the first match, marked with … where cut. */
export function snippetAround(text: string, terms: string[], width = 120): string {
  if (text.length <= width) return text;
  const [start] = firstTermAt(text, terms) ?? [0];
  const from = Math.max(0, Math.min(start - Math.floor(width / 3), text.length - width));
  // A cut between the halves of a surrogate pair (an emoji) drops the half.
  const cut = text.slice(from, from + width).replace(/^[\udc00-\udfff]|[\ud800-\udbff]$/g, '');
  return `${from > 0 ? '…' : ''}${cut}${from + width < text.length ? '…' : ''}`;
}

/** The text in pieces, each marked whether it is an occurrence of a term (case ignored). */
export function highlightPieces(text: string, terms: string[]): { text: string; match: boolean }[] {
  const pieces: { text: string; match: boolean }[] = [];
  let rest = text;
  for (let at = firstTermAt(rest, terms); at; at = firstTermAt(rest, terms)) {
    if (at[0] > 0) pieces.push({ text: rest.slice(0, at[0]), match: false });
    pieces.push({ text: rest.slice(at[0], at[1]), match: true });
    rest = rest.slice(at[1]);
  }
  if (rest) pieces.push({ text: rest, match: false });
  return pieces;
}
