import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, signIn } from './helpers.ts';

test('a new user signs in with the README credentials and sees who they are', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'admin@demo.local');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText('admin@demo.local');
  await expect(page.getByTestId('profile-role')).toContainText('ROLE_COMPANY_ADMIN');
  await page.getByRole('button', { name: 'Sign out' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test("the browser gets the console's scripts and styles compressed (brotli, written at build time)", async ({ page }) => {
  const assets: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url())) assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(1);
  expect(assets.filter((a) => a.encoding !== 'br')).toEqual([]);
});

test('the sign-in form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Value required')).toHaveCount(2);
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
});

test("a wrong password shows the server's message in a toast", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('operator@demo.local');
  await page.getByLabel('Password').fill('Wrong#0000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → mailed link → reset → sign in with the new password', async ({ page }) => {
  const email = 'partner@demo.local';
  const resetTo = async (password: string) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    const before = latestMailTo(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Email sent successfully!' })).toBeVisible();
    await expect.poll(() => latestMailTo(email) !== before).toBe(true);
    const link = /https?:\/\/[^/\s]+(\/reset-password\/\d+\?token=[\w-]+)/.exec(latestMailTo(email)!)![1];
    await page.goto(link);
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password + 'x');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Passwords does not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password set successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  };

  await resetTo('Partner#2026');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await signIn(page, email, 'Partner#2026');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  // Put the demo password back so the README stays true for this database.
  await resetTo(DEMO_PASSWORD);
  await signIn(page, email);
});

test("the expired-license company's admin sees the License Expired modal with the company-admin wording", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('solo@demo.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('License Expired');
  await expect(dialog).toContainText(
    'Your License has expired, Please contact your Integration Admin or Integration Partner to renew the license.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});
