import { catalogueTemplate, NOTIFICATION_LIMITS, regionOfTemplate } from '@hubline/contract';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { type ErrorDetail, LineApiError, lineErrors } from '../errors.ts';

/**
 * LINE's template registry for notification messages (template): which keys, items and buttons
 * exist, their labels, and the refusals LINE documents for them. The console offers the same
 * catalogue (packages/contract), which is LINE's published list; the sandbox holds it as LINE does.
 * https://developers.line.biz/en/reference/line-notification-messages/#send-line-notification-message-template
 */
type Entry = { key: string; content: string };

const objectOf = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
const listOf = (value: Json | undefined): JsonObject[] => (Array.isArray(value) ? value.map(objectOf) : []);
const str = (value: Json | undefined) => (typeof value === 'string' ? value : '');

/** The message as the LINE app shows it: the template's title and description, then labelled items and buttons. */
export interface PnpTemplateView {
  title: string;
  description: string;
  emphasized?: { label: string; content: string };
  items: { label: string; content: string }[];
  buttons: { label: string; url: string }[];
}

/** Checks a template push's body against the registry; answers what the phone shows, or throws LINE's 400. */
export function checkPnpTemplate(templateKey: string, body: JsonObject): PnpTemplateView {
  const region = regionOfTemplate(templateKey);
  const template = region && catalogueTemplate(region, templateKey);
  if (!template)
    throw lineErrors.badRequest(`Invalid templateKey: ${templateKey}`, [
      {
        message: "The specified template doesn't exist, or you don't have the permission",
        property: 'templateKey',
      },
    ]);
  const labels = new Map(template.variables.map((variable) => [variable.key, variable.label]));
  const buttonLabels = new Map(template.buttons.map((button) => [button.key, button.label]));
  const emphasizedRaw = body.emphasizedItem === undefined ? undefined : objectOf(body.emphasizedItem);
  const items = listOf(body.items);
  const buttons = listOf(body.buttons);

  const unknown: ErrorDetail[] = [];
  const problems: ErrorDetail[] = [];
  const entries: (Entry & { property: string; max: number })[] = [
    ...(emphasizedRaw
      ? [
          {
            key: str(emphasizedRaw.itemKey),
            content: str(emphasizedRaw.content),
            property: 'body.emphasizedItem',
            max: NOTIFICATION_LIMITS.emphasizedContent,
          },
        ]
      : []),
    ...items.map((item, i) => ({
      key: str(item.itemKey),
      content: str(item.content),
      property: `body.items[${i}]`,
      max: NOTIFICATION_LIMITS.itemContent,
    })),
  ];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!labels.has(entry.key))
      unknown.push({
        message: `The specified item key does not exist: ${entry.key}`,
        property: `${entry.property}.itemKey`,
      });
    if (seen.has(entry.key))
      problems.push({
        message: `Duplicate itemKey in items or between emphasizedItem and items are not allowed: ${entry.key}`,
        property: emphasizedRaw ? 'body.emphasizedItem.itemKey' : `${entry.property}.itemKey`,
      });
    seen.add(entry.key);
    if (entry.content.length < 1 || entry.content.length > entry.max)
      problems.push({
        message: `Length must be between 1 and ${entry.max}`,
        property: `${entry.property}.content`,
      });
  }
  buttons.forEach((button, i) => {
    if (!buttonLabels.has(str(button.buttonKey)))
      unknown.push({
        message: `The specified button key does not exist: ${str(button.buttonKey)}`,
        property: `body.buttons[${i}].buttonKey`,
      });
    const url = str(button.url);
    if (!/^https?:\/\/\S+$/.test(url) || url.length > NOTIFICATION_LIMITS.url)
      problems.push({ message: 'Invalid URL', property: `body.buttons[${i}].url` });
  });
  if (unknown.length > 0)
    throw new LineApiError(400, {
      message: `The request body has ${unknown.length} invalid key(s).`,
      details: unknown,
    });
  if (problems.length > 0) throw lineErrors.bodyErrors(problems);

  const shown = (entry: Entry) => ({ label: labels.get(entry.key) ?? entry.key, content: entry.content });
  return {
    title: template.title,
    description: template.description,
    ...(emphasizedRaw ? { emphasized: shown(entries[0] as Entry) } : {}),
    items: entries.slice(emphasizedRaw ? 1 : 0).map(shown),
    buttons: buttons.map((button) => ({
      label: buttonLabels.get(str(button.buttonKey)) ?? '',
      url: str(button.url),
    })),
  };
}
