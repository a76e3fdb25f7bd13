import { CONTACT_TOKEN_PATTERN } from './broadcast-constants.ts';

/**
 * A text with its contact tokens (`{{firstname}}`) replaced by the contact's properties; a token
 * the contact has no value for becomes empty, as a broadcast's personalised text does.
 */
export function fillContactTokens(text: string, properties: Readonly<Record<string, unknown>>): string {
  return text.replace(new RegExp(CONTACT_TOKEN_PATTERN.source, 'g'), (_, name: string) => {
    const value = properties[name];
    return value === null || value === undefined ? '' : String(value);
  });
}
