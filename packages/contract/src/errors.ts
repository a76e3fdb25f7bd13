import { z } from 'zod';

/**
 * Every failure the API can answer with. The code doubles as the key of its text in the
 * `server` catalogue (i18n/<lang>/server.json), so each exists in en, ja and zh-TW.
 */
export const ERRORS = {
  'login.error': 401,
  'login.error.google': 401,
  'login.error.notAllowed': 403,
  'login.error.twoFactor': 401,
  'login.error.rateLimited': 429,
  'login.error.googleDisabled': 404,
  'auth.unauthorized': 401,
  'auth.csrf': 403,
  'auth.outdated': 440,
  'auth.reset.invalidToken': 400,
  'access.denied': 403,
  'access.forbidden': 403,
  'access.ipRestricted': 403,
  'access.noUser': 403,
  'account.lockout': 400,
  'line.error.badSecret': 400,
  'line.error.badToken': 400,
  'line.error.unreachable': 502,
  'line.error.duplicate': 409,
  'line.error.freePlan': 403,
  'line.error.maxChannels': 403,
  'line.error.underContract': 409,
  'line.error.slackFailed': 400,
  'line.error.noSlack': 400,
  'line.error.noSandbox': 404,
  'crm.error.invalidValue': 400,
  'crm.error.unknownProperty': 400,
  'crm.error.duplicateProperty': 409,
  'file.invalidCsv': 400,
  'crm.error.importRows': 400,
  'crm.error.filterListMembers': 400,
  'crm.error.staticListFilters': 400,
  'crm.error.duplicateLabel': 409,
  'crm.error.duplicateWorkflow': 409,
  'crm.error.unknownPipeline': 400,
  'crm.error.unknownStage': 400,
  'crm.error.unknownLabel': 400,
  'crm.error.notMember': 400,
  'crm.error.sameContact': 400,
  'crm.error.duplicateEmail': 409,
  'crm.error.hubspotToken': 400,
  'crm.error.hubspotUnreachable': 502,
  'crm.error.hubspotFailed': 502,
  'crm.error.noHubspotSandbox': 404,
  'crm.error.notConnected': 400,
  'crm.error.oauthUnavailable': 404,
  'crm.error.oauthState': 400,
  'crm.error.oauthDenied': 400,
  'crm.error.oauthCode': 400,
  'crm.error.hubspotReconnect': 400,
  'twoFactor.invalidCode': 400,
  'twoFactor.notEnrolled': 400,
  'file.invalidType': 400,
  'file.tooLarge': 413,
  'file.missing': 400,
  'error.validation': 400,
  'error.invalidJson': 400,
  'error.notFound': 404,
  'error.rateLimited': 429,
  'error.unexpected': 500,
} as const;
export type ErrorCode = keyof typeof ERRORS;

export const errorBodySchema = z.object({
  msg: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A successful write answers with a translated `msg` the console shows as a toast. */
export const okSchema = z.object({ msg: z.string() });
