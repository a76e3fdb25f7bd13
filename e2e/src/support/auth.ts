import { expect, type Locator, type Page } from '@playwright/test';
import type { Credentials } from './users';

/** A hub's home (the profile page until the reports screen exists): /{hubId}/profile. */
export const HUB_HOME = /\/[^/?#]+\/profile$/;

/** The hub id of the page's address: its first path segment. */
export function hubIdOf(page: Page): string {
  const [, hubId = ''] = new URL(page.url()).pathname.split('/');
  expect(hubId, 'the address has a hub id').not.toBe('');
  return decodeURIComponent(hubId);
}

/** Fills the English sign-in form of the page that is shown and submits it. */
export async function submitSignIn(page: Page, user: Credentials, options: { remember?: boolean } = {}) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  if (options.remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from the sign-in page and waits for the hub's home; returns the hub id. */
export async function signIn(page: Page, user: Credentials): Promise<string> {
  await page.goto('/auth/login');
  await submitSignIn(page, user);
  await expect(page).toHaveURL(HUB_HOME);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return hubIdOf(page);
}

/** Opens the avatar menu of the top bar and returns it. */
export async function openProfileMenu(page: Page, buttonName = 'Profile menu'): Promise<Locator> {
  await page.getByRole('button', { name: buttonName }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOut(page: Page) {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** The "Loading…" spinners are gone: the page shows its content (or its empty state). */
export async function expectLoaded(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * A toast (success ones last 1 s): polled every 100 ms, so one that comes and goes between the
 * slower default polls of a locator assertion is still seen.
 */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect.poll(() => toast.isVisible(), { message: `toast "${text}"`, intervals: [100] }).toBe(true);
}
