import {
  catalogueTemplate,
  NOTIFICATION_CATALOGUE,
  type NotificationCatalogueTemplate,
  type NotificationCategory,
  type NotificationRegion,
  type NotificationTemplate,
  type NotificationTemplateInput,
} from '@hubline/contract';

/** The editor's state: the chosen template, each variable's text, which one is emphasized, each button's URL. */
export interface TemplateDraft {
  name: string;
  region: NotificationRegion;
  category: NotificationCategory;
  templateKey: string;
  /** Variable key → its text; an empty one is left out of the message. */
  values: Record<string, string>;
  /** The variable shown large at the top, or ''. */
  emphasized: string;
  /** Button key → its URL; a button without one is left out. */
  urls: Record<string, string>;
}

export const EMPTY_DRAFT: TemplateDraft = {
  name: '',
  region: 'ja',
  category: 'all',
  templateKey: '',
  values: {},
  emphasized: '',
  urls: {},
};

/** A saved template as the editor opens it. */
export function draftOf(saved: NotificationTemplate): TemplateDraft {
  const values = Object.fromEntries(saved.items.map((item) => [item.itemKey, item.content]));
  if (saved.emphasizedItem) values[saved.emphasizedItem.itemKey] = saved.emphasizedItem.content;
  return {
    name: saved.name,
    region: saved.region,
    category: catalogueTemplate(saved.region, saved.templateKey)?.category ?? 'all',
    templateKey: saved.templateKey,
    values,
    emphasized: saved.emphasizedItem?.itemKey ?? '',
    urls: Object.fromEntries(saved.buttons.map((button) => [button.buttonKey, button.url])),
  };
}

/** The region's templates of a category ('all': every one). */
export const templatesOf = (region: NotificationRegion, category: NotificationCategory) =>
  NOTIFICATION_CATALOGUE[region].filter((template) => category === 'all' || template.category === category);

/**
 * What is saved: the filled variables in the template's order (the emphasized one apart), and the
 * buttons that have a URL. Each variable appears once, so the editor cannot repeat an item key.
 */
export function inputOf(draft: TemplateDraft, template: NotificationCatalogueTemplate | undefined) {
  const filled = (template?.variables ?? []).filter(
    (variable) => (draft.values[variable.key] ?? '').trim() !== '',
  );
  const emphasized = filled.find((variable) => variable.key === draft.emphasized);
  return {
    name: draft.name,
    region: draft.region,
    templateKey: draft.templateKey,
    emphasizedItem: emphasized
      ? { itemKey: emphasized.key, content: draft.values[emphasized.key] ?? '' }
      : null,
    items: filled
      .filter((variable) => variable !== emphasized)
      .map((variable) => ({ itemKey: variable.key, content: draft.values[variable.key] ?? '' })),
    buttons: (template?.buttons ?? [])
      .filter((button) => (draft.urls[button.key] ?? '').trim() !== '')
      .map((button) => ({ buttonKey: button.key, url: (draft.urls[button.key] ?? '').trim() })),
  } satisfies NotificationTemplateInput;
}

/**
 * Refusals by field path (`items.1.content`, `buttons.0.url`, from the server or the contract's own
 * check) as the editor's fields: `item:<key>`, `button:<key>`, or the path itself.
 */
export function fieldsOf(input: ReturnType<typeof inputOf>, byPath: Readonly<Record<string, string>>) {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const [part, index] = path.split('.');
    const key =
      part === 'emphasizedItem'
        ? `item:${input.emphasizedItem?.itemKey}`
        : part === 'items'
          ? `item:${input.items[Number(index)]?.itemKey}`
          : part === 'buttons'
            ? `button:${input.buttons[Number(index)]?.buttonKey}`
            : part;
    fields[key ?? path] ??= message;
  }
  return fields;
}
