import { h } from './dom.js';

/**
 * A LINE notification message (template) as the LINE app draws it: the template's title and
 * description on top, the emphasized item large, then each item as label and value, then the
 * buttons. The sandbox's LINE API attaches `view` (its registry's title and labels) when it
 * takes the message, as the app reads them from LINE's own registry.
 * https://developers.line.biz/en/docs/partner-docs/line-notification-messages/template/
 */
export function notificationTemplate(m, _entry, ctx) {
  const view = m.view ?? {};
  return {
    kind: 'bare',
    el: h(
      'div',
      { class: 'pnp-card', dataset: { templateKey: String(m.templateKey ?? '') } },
      h('div', { class: 'pnp-title' }, view.title ?? m.templateKey),
      view.description ? h('div', { class: 'pnp-description' }, view.description) : null,
      view.emphasized
        ? h(
            'div',
            { class: 'pnp-emphasized' },
            h('div', { class: 'pnp-label-text' }, view.emphasized.label),
            h('div', { class: 'pnp-emphasized-value' }, view.emphasized.content),
          )
        : null,
      (view.items ?? []).length > 0
        ? h(
            'dl',
            { class: 'pnp-items' },
            (view.items ?? []).map((item) => [h('dt', {}, item.label), h('dd', {}, item.content)]),
          )
        : null,
      (view.buttons ?? []).map((button) =>
        h(
          'button',
          { type: 'button', class: 'pnp-button', onclick: () => ctx.act({ type: 'uri', uri: button.url }) },
          button.label,
        ),
      ),
    ),
  };
}
