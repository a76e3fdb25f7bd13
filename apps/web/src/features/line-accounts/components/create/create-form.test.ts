import { describe, expect, it } from 'vitest';
import {
  type CreateForm,
  credentialsOf,
  INITIAL_FORM,
  placeRefusal,
  planLimit,
  STEPS,
  stepProblems,
} from './create-form';

const valid: CreateForm = {
  ...INITIAL_FORM,
  channelId: '1234567890',
  channelSecret: '0123456789abcdef0123456789abcdef',
  accessToken: 'x'.repeat(40),
};

describe('stepProblems', () => {
  it.each([
    { name: 'a valid channel', form: valid, step: STEPS.channel, expected: {} },
    {
      name: 'a 9-digit id and an upper-case secret',
      form: { ...valid, channelId: '123456789', channelSecret: valid.channelSecret.toUpperCase() },
      step: STEPS.channel,
      expected: { channelId: 'validation.channelId', channelSecret: 'validation.channelSecret' },
    },
    {
      name: 'a short long-lived token',
      form: { ...valid, accessToken: ' short ' },
      step: STEPS.token,
      expected: { accessToken: 'validation.accessToken' },
    },
    {
      name: 'no token needed for a short-lived one',
      form: { ...valid, tokenKind: 'short', accessToken: '' },
      step: STEPS.token,
      expected: {},
    },
    {
      name: 'a description over 500 characters',
      form: { ...valid, description: 'あ'.repeat(501) },
      step: STEPS.options,
      expected: { description: 'validation.tooLong' },
    },
  ] satisfies { name: string; form: CreateForm; step: number; expected: object }[])(
    '$name',
    ({ form, step, expected }) => {
      expect(stepProblems(form, step)).toEqual(expected);
    },
  );
});

describe('credentialsOf', () => {
  it('sends the trimmed token only when it is long-lived', () => {
    expect(credentialsOf({ ...valid, accessToken: ' abc ' })).toMatchObject({
      tokenKind: 'long',
      accessToken: 'abc',
    });
    expect(credentialsOf({ ...valid, tokenKind: 'short' })).not.toHaveProperty('accessToken');
  });
});

describe('placeRefusal', () => {
  const refusal = (code: string, fields: Record<string, string> = {}) => ({
    code,
    message: `msg:${code}`,
    fields,
  });

  it.each([
    {
      name: 'a bad secret goes back to the channel step',
      error: refusal('line.error.badSecret'),
      expected: {
        step: STEPS.channel,
        fields: { channelId: '', channelSecret: '' },
        message: 'msg:line.error.badSecret',
      },
    },
    {
      name: 'a bad token is shown on the token field',
      error: refusal('line.error.badToken'),
      expected: { step: STEPS.token, fields: { accessToken: 'msg:line.error.badToken' }, message: '' },
    },
    {
      name: 'invalid fields go to the earliest step that has one',
      error: refusal('error.validation', { description: 'too long', 'credentials.channelSecret': 'bad' }),
      expected: {
        step: STEPS.channel,
        fields: { description: 'too long', channelSecret: 'bad' },
        message: '',
      },
    },
    {
      name: 'a plan refusal stays on the current step',
      error: refusal('line.error.maxChannels'),
      expected: { step: STEPS.options, fields: {}, message: 'msg:line.error.maxChannels' },
    },
  ])('$name', ({ error, expected }) => {
    expect(placeRefusal(error, STEPS.options, 'long')).toEqual(expected);
  });
});

describe('planLimit', () => {
  it.each([
    { plan: 'free', connected: 0, expected: null },
    { plan: 'free', connected: 1, expected: { key: 'line.error.freePlan', max: 1 } },
    { plan: 'trial', connected: 2, expected: null },
    { plan: 'trial', connected: 3, expected: { key: 'line.error.maxChannels', max: 3 } },
    { plan: 'enterprise', connected: 19, expected: null },
  ] as const)('$plan with $connected connected', ({ plan, connected, expected }) => {
    expect(planLimit(plan, connected)).toEqual(expected);
  });
});
