/**
 * Issue 34 in the browser: the built console runs under its Content-Security-Policy without
 * a single violation (signed out and signed in, with dialogs, toasts and the live feeds), and
 * a visitor who is not signed in can send feedback from the sign-in screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, signIn } from './helpers.ts';

/** Collects every CSP violation the page reports, from before its first script runs. */
async function watchPolicyViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportPolicyViolation(text: string): Promise<void> }).reportPolicyViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the console runs under its Content-Security-Policy with no violation, signed out and signed in', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Send feedback' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, 'admin@demo.local');
  await page.goto('/vm');
  await expect(page.getByRole('grid', { name: 'Vending machines' }).locator('tbody tr[data-index]')).toHaveCount(10);
  await page.getByRole('button', { name: 'Feedback' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Send feedback' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeVisible();
  await page.keyboard.press('Escape');
  // The live feeds connect from the page's own origin with the session cookie.
  await expect.poll(() => sockets.some((url) => url.endsWith('/ws/notifications'))).toBe(true);

  expect(violations).toEqual([]);
  // The watch would have seen one: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((v) => v.includes('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test('a visitor who is not signed in sends feedback from the sign-in screen, with the email required there', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message').fill('I cannot find where to ask for an account.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Value required')).toBeVisible();
  await dialog.getByLabel('Your email').fill('visitor@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('feedback-thanks')).toHaveText(
    'Thank you for contacting us. Your query has been received by the product team, we will contact you soon for the same.',
  );
  expect(latestMailTo('feedback@vending.local')).toContain('visitor@example.com');
});
