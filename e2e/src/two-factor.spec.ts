import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { apiSignIn, CSRF } from './support/api';
import { expectToast, HUB_HOME, signIn, signOut, submitSignIn } from './support/auth';
import { ADMIN } from './support/users';

/** The enrolment screen shows the key for manual entry, grouped by four: "ABCD EFGH …". */
const GROUPED_SECRET = /^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/;

/**
 * The server takes a code once and no older one after it, so each use takes the next 30 s time
 * step: one step ahead of the clock is accepted (phones drift), further waits for the clock.
 */
let lastStep = 0;
async function freshCode(secret: string) {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(lastStep + 1, now);
    if (step <= now + 1) {
      lastStep = step;
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('two-factor sign-in: turn on, sign in with a code, turn off', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  let secret = '';
  let turnedOff = false;
  try {
    await signIn(page, ADMIN);
    // The profile page's "Two-factor authentication" card: a <section> without a name, so there is
    // no landmark to scope to; the texts used below are unique on the page.
    await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 2 })).toBeVisible();
    await expect(page.getByText('Off', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(page.getByText('Cannot scan the code? Enter this key in the app instead:')).toBeVisible();
    secret = ((await page.getByText(GROUPED_SECRET).textContent()) ?? '').replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByRole('textbox', { name: 'Two-factor code' }).fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expectToast(page, 'Two-factor authentication is on.');
    await expect(page.getByText('On', { exact: true })).toBeVisible();

    await signOut(page);

    // The password alone now leads to the code step.
    await submitSignIn(page, ADMIN);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Two-factor code' }).fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(HUB_HOME);

    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(
      page.getByText(
        'Enter a current code from your authenticator app to turn two-factor authentication off.',
      ),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Two-factor code' }).fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expectToast(page, 'Two-factor authentication is off.');
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
    turnedOff = true;

    // And the password alone is enough again.
    await signOut(page);
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(HUB_HOME);
  } finally {
    // Other tests sign the administrator in with the password alone: never leave two-factor on.
    if (secret && !turnedOff) {
      const request = await playwright.request.newContext({ baseURL });
      const code = await freshCode(secret);
      await apiSignIn(request, { ...ADMIN, code });
      await request.patch('/api/profile/updateUseTwoFactorAuth', {
        headers: CSRF,
        data: { useTwoFactorAuth: false, code },
      });
      await request.dispose();
    }
  }
});
