import { expect, type Request, test } from '@playwright/test';
import { signIn } from './support/auth';
import { ADMIN } from './support/users';

/** The chunk of the broadcasts list screen (Vite names a chunk after its source file). */
const BROADCASTS_CHUNK = /\/assets\/broadcasts-page-[\w-]+\.js$/;

test.describe('first screen', () => {
  test('the sign-in page script arrives compressed, cached for a year, and index.html is revalidated', async ({
    page,
  }) => {
    const page0 = await page.goto('/auth/login');
    expect((await page0?.allHeaders())?.['cache-control']).toBe('no-cache');
    const src = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(src).toMatch(/^\/assets\/.+\.js$/);
    // Asked as the page asked, with the browser's own Accept-Encoding (Chromium offers br only over HTTPS).
    const script = await page.evaluate(async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return {
        encoding: response.headers.get('content-encoding'),
        cache: response.headers.get('cache-control'),
      };
    }, src ?? '');
    expect(['br', 'gzip']).toContain(script.encoding);
    expect(script.cache).toBe('public, max-age=31536000, immutable');
  });

  test("a screen's code is fetched when its menu item is shown, before it is chosen", async ({ page }) => {
    const fetched: Request[] = [];
    page.on('request', (request) => {
      if (BROADCASTS_CHUNK.test(request.url())) fetched.push(request);
    });
    await signIn(page, ADMIN);
    expect(fetched, 'not fetched before its link is near').toHaveLength(0);

    await page.getByRole('button', { name: 'Marketing' }).click();
    const item = page.getByRole('menu').getByRole('menuitem', { name: 'Broadcasts' });
    await item.hover();
    await expect.poll(() => fetched.length, 'fetched once its item is shown').toBeGreaterThan(0);

    await item.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible();
  });
});
