import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Where the specs' screenshots go, to be looked at after a run (.tmp/screenshots). */
export const SHOTS = path.join(fileURLToPath(new URL('../../../', import.meta.url)), '.tmp/screenshots');

/** A screenshot once the fonts (Japanese, Chinese) have loaded; `fullPage` for a long form. */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled', ...options });
}
