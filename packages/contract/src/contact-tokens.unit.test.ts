import { describe, expect, it } from 'vitest';
import { fillContactTokens } from './contact-tokens.ts';

describe('filling contact tokens', () => {
  it('puts each property where its token is, spaces inside the braces allowed', () => {
    expect(
      fillContactTokens('Hi {{firstname}} {{ lastname }}, {{firstname}}!', {
        firstname: 'Aiko',
        lastname: 'Sato',
      }),
    ).toBe('Hi Aiko Sato, Aiko!');
  });

  it('leaves nothing of a token the contact has no value for, and the rest of the text as it was', () => {
    expect(fillContactTokens('Dear {{firstname}}, {email} {{Bad}}', { firstname: null })).toBe(
      'Dear , {email} {{Bad}}',
    );
  });
});
