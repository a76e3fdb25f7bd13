import { h, safeUrl } from './dom.js';

/**
 * What tapping an action does on the phone.
 * https://developers.line.biz/en/reference/messaging-api/#action-objects
 * `s` is the page's session: { sendText(text), postback(body), switchRichMenu(body), sendSampleImage(),
 * sendSampleLocation(), openKeyboard(text), showRichMenu(open), toast(...nodes) }.
 */
export async function perform(action, s) {
  switch (action?.type) {
    case 'message':
      return s.sendText(String(action.text ?? action.label ?? ''));
    case 'postback':
      return postback(action, s);
    case 'uri': {
      const href = safeUrl(action.uri);
      const link = href ? h('a', { href, target: '_blank', rel: 'noreferrer' }, action.uri) : action.uri;
      return s.toast('Opens ', link);
    }
    case 'datetimepicker': {
      const mode = ['date', 'time'].includes(action.mode) ? action.mode : 'datetime';
      const value = await pickDateTime(action, mode);
      if (value) return s.postback({ data: String(action.data ?? ''), params: { [mode]: value } });
      return undefined;
    }
    case 'camera':
    case 'cameraRoll':
      return s.sendSampleImage();
    case 'location':
      return s.sendSampleLocation();
    case 'richmenuswitch':
      return s.switchRichMenu({
        richMenuAliasId: String(action.richMenuAliasId ?? ''),
        data: String(action.data ?? ''),
      });
    case 'clipboard': {
      const text = String(action.clipboardText ?? '');
      await navigator.clipboard?.writeText(text).catch(() => undefined);
      return s.toast(`Copied: ${text}`);
    }
    default:
      return s.toast(`Nothing to do for a "${action?.type}" action`);
  }
}

/**
 * A postback sends only the `postback` event; `displayText` shows in the chat as the user's words.
 * The deprecated `text` was sent as a real message too. `inputOption` opens the keyboard or menu.
 */
async function postback(action, s) {
  if (action.inputOption === 'openKeyboard') s.openKeyboard(String(action.fillInText ?? ''));
  else if (action.inputOption === 'openRichMenu') s.showRichMenu(true);
  else if (action.inputOption === 'closeRichMenu') s.showRichMenu(false);
  if (!action.displayText && action.text) await s.sendText(String(action.text));
  const body = { data: String(action.data ?? '') };
  if (action.displayText) body.displayText = String(action.displayText);
  return s.postback(body);
}

/** The datetime picker: a dialog with the browser's native input; resolves to LINE's format or null. */
function pickDateTime(action, mode) {
  const input = h('input', { type: mode === 'datetime' ? 'datetime-local' : mode, required: true });
  for (const key of ['min', 'max']) if (action[key]) input[key] = action[key];
  if (action.initial) input.value = action.initial;
  const dialog = h(
    'dialog',
    { class: 'picker' },
    h(
      'form',
      { method: 'dialog' },
      h('p', {}, action.label ?? 'Pick a date'),
      input,
      h(
        'menu',
        {},
        h('button', { value: 'cancel', formnovalidate: true }, 'Cancel'),
        h('button', { value: 'ok', class: 'primary' }, 'OK'),
      ),
    ),
  );
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'ok' && input.value ? input.value : null);
      dialog.remove();
    });
    dialog.showModal();
  });
}

/** A small PNG drawn on a canvas (the "photo" the user sends), as base64 without the data: prefix. */
export function samplePng() {
  const canvas = h('canvas', { width: 320, height: 240 });
  const g = canvas.getContext('2d');
  const sky = g.createLinearGradient(0, 0, 0, 240);
  sky.addColorStop(0, '#4f8ff7');
  sky.addColorStop(1, '#bfe3ff');
  g.fillStyle = sky;
  g.fillRect(0, 0, 320, 240);
  g.fillStyle = '#ffd54a';
  g.beginPath();
  g.arc(255, 62, 26, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#2f9e55';
  g.beginPath();
  g.moveTo(0, 240);
  g.quadraticCurveTo(90, 120, 190, 240);
  g.fill();
  g.fillStyle = '#06c755';
  g.beginPath();
  g.moveTo(120, 240);
  g.quadraticCurveTo(230, 140, 320, 200);
  g.lineTo(320, 240);
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = 'bold 22px system-ui, sans-serif';
  g.fillText('Sandbox photo', 16, 36);
  g.font = '14px system-ui, sans-serif';
  g.fillText(new Date().toLocaleString('en-GB'), 16, 58);
  return canvas.toDataURL('image/png').split(',')[1];
}

/** Stickers the user can send (LINE's free "basic" packages), drawn as placeholders offline. */
export const STICKERS = [
  { packageId: '446', stickerId: '1988' },
  { packageId: '446', stickerId: '1989' },
  { packageId: '446', stickerId: '1990' },
  { packageId: '446', stickerId: '2002' },
  { packageId: '789', stickerId: '10855' },
  { packageId: '789', stickerId: '10857' },
  { packageId: '11537', stickerId: '52002734' },
  { packageId: '11537', stickerId: '52002740' },
];

export const SAMPLE_LOCATION = {
  type: 'location',
  title: 'Tokyo Tower',
  address: '4-2-8 Shibakoen, Minato-ku, Tokyo 105-0011, Japan',
  latitude: 35.658581,
  longitude: 139.745433,
};
