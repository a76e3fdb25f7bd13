import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { ADMIN } from './support/users';

async function expectNotFoundPage(page: Page) {
  await expect(page).toHaveURL('/errors/error-404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText('The page you are looking for does not exist or has been moved.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
}

test.describe('error pages', () => {
  test('an unknown address shows the 404 page', async ({ page }) => {
    // Hub ids are 8-digit numbers, so "no" cannot be one: this is not a hub page.
    await page.goto('/no/such/path');
    await expectNotFoundPage(page);
  });

  test('an unknown sign-in address shows the 404 page', async ({ page }) => {
    await page.goto('/auth/nope');
    await expectNotFoundPage(page);
  });

  test('an unknown page inside a hub shows the 404 page', async ({ page }) => {
    const hubId = await signIn(page, ADMIN);
    await page.goto(`/${hubId}/no/such/path`);
    await expectNotFoundPage(page);
  });

  test('/errors/error-403 shows the 403 page', async ({ page }) => {
    await page.goto('/errors/error-403');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(
      page.getByText('Ask an administrator of the account for access, or go back to your home page.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('"Back to home" without a session leads to sign-in', async ({ page }) => {
    await page.goto('/auth/nope');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
