import { BUILT_IN_CONTACT_PROPERTIES, CONTACT_TOKEN_PATTERN } from '@hubline/contract';

/** The tokens the inserter offers: the contact properties every CRM has that read well in a text. */
export const INSERTABLE_TOKENS = BUILT_IN_CONTACT_PROPERTIES.filter((name) =>
  ['firstname', 'lastname', 'email', 'phone'].includes(name),
);

export const tokenOf = (property: string) => `{{${property}}}`;

/** The contact properties a text names with `{{...}}`, each once, in order of appearance. */
export function contactTokens(text: string): string[] {
  const names = [...text.matchAll(new RegExp(CONTACT_TOKEN_PATTERN.source, 'g'))].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(names)];
}

/** The text with a token put where the caret was; answers the new text and where the caret goes. */
export function insertAt(text: string, at: number, token: string): { text: string; caret: number } {
  const position = Math.max(0, Math.min(at, text.length));
  return { text: text.slice(0, position) + token + text.slice(position), caret: position + token.length };
}
