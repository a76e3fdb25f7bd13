import { expect, type Page, test } from '@playwright/test';
import { expectToast, HUB_HOME, submitSignIn } from './support/auth';
import { resetLinkFromServerLog, setPasswordThroughApi } from './support/mail';
import { AGENT, type Credentials } from './support/users';

const RULE = 'Use at least 8 characters with a lowercase letter, an uppercase letter and a digit.';
const NEW_PASSWORD = 'Changed-agent2';

/** The agent asks for a reset link on the "Forgot password?" page. */
async function requestResetLink(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for this address, we have sent it a link to reset the password.'),
  ).toBeVisible();
}

/** From the mail's link to the sign-in page, through the check page and the new-password form. */
async function chooseNewPassword(page: Page, link: string, password: string, tryWeakFirst: boolean) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset\?session=/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('Your link is confirmed. Choose a new password.')).toBeVisible();
  await expect(page.getByText(`For ${AGENT.email}`)).toBeVisible();

  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
  const submit = page.getByRole('button', { name: 'Change password' });
  await expect(page.getByText(RULE)).toBeVisible();
  if (tryWeakFirst) {
    await newPassword.fill('weakpass');
    await confirm.fill('weakpass');
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(RULE)).toBeVisible();
    await submit.click();
    await expect(page).toHaveURL(/\/auth\/reset\?session=/);

    await newPassword.fill(password);
    await expect(newPassword).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await submit.click();
    await expect(page).toHaveURL(/\/auth\/reset\?session=/);
  } else {
    await newPassword.fill(password);
  }
  await confirm.fill(password);
  await expect(page.getByText('The passwords do not match.')).toBeHidden();
  await submit.click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectToast(page, 'Your password has been changed. You can sign in now.');
}

async function resetThroughMail(
  page: Page,
  password: string,
  options: { tryWeakFirst: boolean; usedLinks: string[] },
) {
  await requestResetLink(page, AGENT.email);
  const link = await resetLinkFromServerLog(AGENT.email, options.usedLinks);
  options.usedLinks.push(link);
  await chooseNewPassword(page, link, password, options.tryWeakFirst);
}

test('a forgotten password is reset through the mailed link', async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const usedLinks: string[] = [];
  let restored = false;
  try {
    await resetThroughMail(page, NEW_PASSWORD, { tryWeakFirst: true, usedLinks });

    // The old password is gone (one refused sign-in: they are rate-limited).
    await submitSignIn(page, AGENT);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your email address or password is incorrect.' }),
    ).toBeVisible();
    await submitSignIn(page, { email: AGENT.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL(HUB_HOME);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(AGENT.email);

    // A used link cannot be used twice.
    await page.goto(usedLinks[0] ?? '');
    await expect(
      page.getByText('This link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

    // Put the demo password back: other tests sign the agent in with it.
    await page.context().clearCookies();
    await resetThroughMail(page, AGENT.password, { tryWeakFirst: false, usedLinks });
    restored = true;
    await submitSignIn(page, AGENT);
    await expect(page).toHaveURL(HUB_HOME);
  } finally {
    if (!restored) {
      const request = await playwright.request.newContext({ baseURL });
      await setPasswordThroughApi(request, AGENT satisfies Credentials);
      await request.dispose();
    }
  }
});
