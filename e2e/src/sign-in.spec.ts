import { expect, test } from '@playwright/test';
import { expectLoaded, HUB_HOME, hubIdOf, openProfileMenu, signIn, submitSignIn } from './support/auth';
import { ADMIN } from './support/users';

test.describe('sign-in', () => {
  test('the administrator signs in and lands on the hub home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Welcome back. Sign in to your Hubline account.')).toBeVisible();

    await submitSignIn(page, ADMIN);

    await expect(page).toHaveURL(HUB_HOME);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(ADMIN.name);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ADMIN.email);
  });

  test('a wrong password is refused with a message, which goes once the fields are cleared', async ({
    page,
  }) => {
    // Failed sign-ins are limited (5 per 5 minutes per account and per address): one is enough.
    await page.goto('/auth/login');
    await submitSignIn(page, { email: ADMIN.email, password: 'Not-the-password1' });

    await expect(page.getByRole('alert')).toHaveText('Your email address or password is incorrect.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

    // The refusal answered that attempt: once the person clears the fields to start over, it goes.
    await page.getByLabel('Password', { exact: true }).clear();
    await page.getByLabel('Email', { exact: true }).clear();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('empty fields are flagged without calling the server', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter the required field.')).toHaveCount(2);

    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  });

  test('"Remember me" keeps the session beyond the browser session', async ({ page, context }) => {
    await page.goto('/auth/login');
    const remember = page.getByRole('checkbox', { name: 'Remember me' });
    await expect(remember).toBeVisible();
    await expect(remember).not.toBeChecked();

    await submitSignIn(page, ADMIN, { remember: true });
    await expect(page).toHaveURL(HUB_HOME);

    const [token] = await context.cookies().then((all) => all.filter((cookie) => cookie.name === 'lh_tkn'));
    expect(token?.httpOnly).toBe(true);
    // A remembered session is a persistent cookie (expires > 0); otherwise a session cookie (-1).
    expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
  });

  test('a deep link without a session signs in first, then opens the page', async ({ page, context }) => {
    const hubId = await signIn(page, ADMIN);
    await context.clearCookies();

    await page.goto(`/${hubId}/account`);
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(`/${hubId}/account`)}`);

    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(`/${hubId}/account`);
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  });

  test('a 401 (session ended elsewhere) goes to sign-in and back', async ({ page, context, request }) => {
    const hubId = await signIn(page, ADMIN);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'lh_tkn')?.value;
    // Ended from another client: the browser keeps its cookie, and the next call answers 401.
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });

    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: 'All accounts' }).click();
    const from = `/${hubId}/accounts`;
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(from)}`);

    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(from);
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  });

  test('a session revoked elsewhere goes to sign-in on the next load', async ({ page, context, request }) => {
    const hubId = await signIn(page, ADMIN);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'lh_tkn')?.value;
    expect(token).toBeTruthy();
    // Signs this session out from another client; the browser keeps its (now dead) cookies.
    const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(`/${hubId}/profile`)}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('signing out in another tab is noticed within seconds', async ({ page, context }) => {
    const hubId = await signIn(page, ADMIN);
    await expectLoaded(page);
    // Another tab's sign-out removes lh_hid; the console checks it every 3 s.
    await context.clearCookies({ name: 'lh_hid' });
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(`/${hubId}/profile`)}`);
  });

  test('a token cookie that is gone is noticed within seconds, without a click', async ({
    page,
    context,
  }) => {
    const hubId = await signIn(page, ADMIN);
    await page.goto(`/${hubId}/accounts`);
    await expectLoaded(page);
    // The token cookie expired (or was removed) while the hub cookie stayed: core.md §2 checks the
    // token cookie every 3 s, and the page sends the person to sign in, to come back here.
    await context.clearCookies({ name: 'lh_tkn' });
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(`/${hubId}/accounts`)}`);
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(`/${hubId}/accounts`);
  });

  test('signing out returns to the sign-in page, asks nothing more of the server and ends the session', async ({
    page,
  }) => {
    const hubId = await signIn(page, ADMIN);
    await expectLoaded(page);

    // The API calls made once the sign-out has been answered.
    let signedOut = false;
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (signedOut && pathname.startsWith('/api/')) asked.push(pathname);
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/logout') signedOut = true;
    });
    // The sign-in page reads its own settings once it is shown: by then a stray call would have gone.
    const signInPageRead = page.waitForResponse((response) => response.url().endsWith('/api/auth/config'));
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signInPageRead;
    // What the signed-in screens were reading (the product updates, the profile) stops with them:
    // nothing is left to answer 401. Only the sign-in page's settings, and the session check
    // (which never answers 401) if its turn came during the sign-out.
    expect(asked.filter((path) => path !== '/api/auth/session')).toEqual(['/api/auth/config']);

    await page.goto(`/${hubId}/profile`);
    await expect(page).toHaveURL(/\/auth\/login\?from=/);
    expect(hubIdOf(page)).toBe('auth');
  });
});
