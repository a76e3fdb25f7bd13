import { LINE_ACCOUNT_OPTIONS, type LineAccountOption, type LineAccountOptions } from '@hubline/contract';

/** Each option's label and one-line help (literal keys, so the catalog test sees them used). */
export const OPTION_KEYS: Record<LineAccountOption, { label: string; help: string }> = {
  autoCreateContact: { label: 'option.autoCreateContact', help: 'option.autoCreateContact.help' },
  taskOnMessage: { label: 'option.taskOnMessage', help: 'option.taskOnMessage.help' },
  inheritAutoResponses: { label: 'option.inheritAutoResponses', help: 'option.inheritAutoResponses.help' },
  hideSenderName: { label: 'option.hideSenderName', help: 'option.hideSenderName.help' },
  groupChatAsCompany: { label: 'option.groupChatAsCompany', help: 'option.groupChatAsCompany.help' },
  updateFirstName: { label: 'option.updateFirstName', help: 'option.updateFirstName.help' },
  dummyAddress: { label: 'option.dummyAddress', help: 'option.dummyAddress.help' },
  validateWebhookSignature: {
    label: 'option.validateWebhookSignature',
    help: 'option.validateWebhookSignature.help',
  },
};

/** The options whose value differs from `before`: what a PATCH sends. */
export function changedOptions(before: LineAccountOptions, after: LineAccountOptions) {
  const changed: Partial<LineAccountOptions> = {};
  for (const option of LINE_ACCOUNT_OPTIONS)
    if (before[option] !== after[option]) changed[option] = after[option];
  return changed;
}
