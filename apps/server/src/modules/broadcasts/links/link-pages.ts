import type { Language } from '@hubline/contract';
import { translate } from '../../../core/i18n/translate.ts';

/** Every character that could end a text or an attribute value, as a numeric reference. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page for a LINE reader on a phone: no console, no scripts. */
function page(lang: Language, title: string, body: string) {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#333"><h1 style="font-size:1.4rem;overflow-wrap:anywhere">${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

/** A code we never issued. */
export function notFoundPage(lang: Language) {
  const text = translate(lang, 'broadcast.link.notFound');
  return page(lang, translate(lang, 'broadcast.link.notFoundTitle'), `<p>${escapeHtml(text)}</p>`);
}

/** "This link leads to <host>": the full address shown, and a plain link to go on. */
export function leavingPage(lang: Language, url: string) {
  const host = URL.parse(url)?.host ?? url;
  const href = escapeHtml(url);
  return page(
    lang,
    translate(lang, 'broadcast.link.leavingTitle', { host }),
    `<p>${escapeHtml(translate(lang, 'broadcast.link.leaving'))}</p>` +
      `<p style="overflow-wrap:anywhere;font-family:monospace">${href}</p>` +
      `<p><a href="${href}" rel="noopener noreferrer" style="display:inline-block;padding:.6rem 1rem;background:#06c755;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(translate(lang, 'broadcast.link.continue', { host }))}</a></p>`,
  );
}
