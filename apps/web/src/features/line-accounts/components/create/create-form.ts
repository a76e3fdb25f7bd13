import {
  DEFAULT_LINE_ACCOUNT_OPTIONS,
  type LINE_PLATFORMS,
  type LineAccountOptions,
  type LineCredentials,
  PLAN_LINE_CHANNELS,
  type Plan,
  type TOKEN_KINDS,
} from '@hubline/contract';

export type LinePlatform = (typeof LINE_PLATFORMS)[number];
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Everything the four steps collect. */
export interface CreateForm {
  platform: LinePlatform;
  channelId: string;
  channelSecret: string;
  tokenKind: TokenKind;
  accessToken: string;
  description: string;
  options: LineAccountOptions;
}

export const INITIAL_FORM: CreateForm = {
  platform: 'line',
  channelId: '',
  channelSecret: '',
  tokenKind: 'long',
  accessToken: '',
  description: '',
  options: DEFAULT_LINE_ACCOUNT_OPTIONS,
};

export const STEPS = { platform: 0, channel: 1, token: 2, options: 3 } as const;
export const STEP_LABEL_KEYS = ['step.platform', 'step.channel', 'step.token', 'step.options'] as const;
export const DESCRIPTION_MAX = 500;

export const FORM_FIELDS = ['channelId', 'channelSecret', 'accessToken', 'description'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
/** Field → message (already translated). */
export type FieldErrors = Partial<Record<FormField, string>>;

/** The fields whose change makes a verified bot stale. */
export const CREDENTIAL_FIELDS: readonly (keyof CreateForm)[] = [
  'platform',
  'channelId',
  'channelSecret',
  'tokenKind',
  'accessToken',
];

export function credentialsOf(form: CreateForm): LineCredentials {
  const base = { platform: form.platform, channelId: form.channelId, channelSecret: form.channelSecret };
  return form.tokenKind === 'long'
    ? { ...base, tokenKind: 'long', accessToken: form.accessToken.trim() }
    : { ...base, tokenKind: 'short' };
}

/** The contract's rules for one step, as `server` catalogue keys (the same texts the server sends). */
export function stepProblems(form: CreateForm, step: number): Partial<Record<FormField, string>> {
  const problems: Partial<Record<FormField, string>> = {};
  if (step === STEPS.channel) {
    if (!/^\d{10}$/.test(form.channelId)) problems.channelId = 'validation.channelId';
    if (!/^[0-9a-f]{32}$/.test(form.channelSecret)) problems.channelSecret = 'validation.channelSecret';
  }
  if (step === STEPS.token && form.tokenKind === 'long') {
    const length = form.accessToken.trim().length;
    if (length < 20 || length > 1000) problems.accessToken = 'validation.accessToken';
  }
  if (step === STEPS.options && form.description.trim().length > DESCRIPTION_MAX)
    problems.description = 'validation.tooLong';
  return problems;
}

const FIELD_STEP: Record<FormField, number> = {
  channelId: STEPS.channel,
  channelSecret: STEPS.channel,
  accessToken: STEPS.token,
  description: STEPS.options,
};

function isFormField(value: string): value is FormField {
  return value in FIELD_STEP;
}

/** Where a refusal from verify or create is shown: the step that is wrong, its fields, and a message. */
export interface Placement {
  step: number;
  fields: FieldErrors;
  message: string;
}

export function placeRefusal(
  error: { code: string; message: string; fields: Record<string, string> },
  currentStep: number,
  tokenKind: TokenKind,
): Placement {
  if (error.code === 'line.error.badSecret')
    return { step: STEPS.channel, fields: { channelId: '', channelSecret: '' }, message: error.message };
  if (error.code === 'line.error.badToken')
    return tokenKind === 'long'
      ? { step: STEPS.token, fields: { accessToken: error.message }, message: '' }
      : { step: STEPS.token, fields: {}, message: error.message };
  const fields: FieldErrors = {};
  const steps: number[] = [];
  for (const [path, text] of Object.entries(error.fields)) {
    const field = path.replace(/^(credentials|options)\./, '');
    if (!isFormField(field)) continue;
    fields[field] = text;
    steps.push(FIELD_STEP[field]);
  }
  if (steps.length > 0) return { step: Math.min(...steps), fields, message: '' };
  return { step: currentStep, fields: {}, message: error.message };
}

/**
 * The refusal the server will give when the hub is already at its plan's limit (core.md §5, §8),
 * so the stepper can warn before the user fills it in. The server still decides.
 */
export function planLimit(plan: Plan, connected: number): { key: string; max: number } | null {
  if (plan === 'free' && connected >= 1) return { key: 'line.error.freePlan', max: 1 };
  const max = PLAN_LINE_CHANNELS[plan];
  return connected >= max ? { key: 'line.error.maxChannels', max } : null;
}
