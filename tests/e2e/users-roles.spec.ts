/**
 * User Management end to end: create a role and a user holding it, sign in as that user
 * and see only what the role allows; list keyboard use, URL-kept filters, the role-change
 * confirmation and form validation.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a new role and a user with it: the user sees only what the role allows', async ({ page }) => {
  await signIn(page, 'admin@demo.local');

  // Default roles offer no Edit or Delete.
  await page.goto('/roles');
  const grid = page.getByRole('grid', { name: 'Roles' });
  const adminRow = grid.getByRole('row').filter({ hasText: 'ROLE_COMPANY_ADMIN' });
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Add role' }).click();
  await expect(page).toHaveURL(/\/add-role$/);
  await page.getByLabel('Role name').fill('Field Auditor');
  await page.getByLabel('Role code').selectOption('ROLE_OPERATOR');
  await page.getByLabel('PERM_VIEW_OPERATOR', { exact: true }).check();
  await page.getByLabel('PERM_VIEW_PRODUCT_CATALOG', { exact: true }).check();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(toast(page, 'Role created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/role\/\d+$/);
  await expect(page.getByTestId('detail-role-code')).toHaveText('ROLE_OPERATOR (Operator)');

  await page.goto('/add-user');
  await page.getByLabel('First name').fill('Farah');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill('farah.khan@demo.local');
  await page.getByLabel('Mobile number').pressSequentially('98x765 43210');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  await page.getByLabel('Role').selectOption({ label: 'Field Auditor' });
  await page.getByLabel('Initial password').fill('Audit@2026');
  await page.getByLabel('Confirm password').fill('Audit@2026');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByTestId('detail-role')).toHaveText('Field Auditor (ROLE_OPERATOR)');

  await signOut(page);
  await signIn(page, 'farah.khan@demo.local', 'Audit@2026');

  // Only operators and technicians are in reach of PERM_VIEW_OPERATOR, read-only.
  await page.goto('/users');
  const users = page.getByRole('grid', { name: 'Users' });
  await expect(users.getByRole('row').filter({ hasText: 'operator@demo.local' })).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'technician@demo.local' })).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'admin@demo.local' })).toHaveCount(0);
  await expect(users.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add user' })).toHaveCount(0);

  for (const path of ['/roles', '/add-user', '/add-role']) {
    await page.goto(path);
    await expect(page.getByText('Not allowed').first()).toBeVisible();
  }
  await page.goto('/profile');
  await expect(page.getByText('Permissions of this role (2)')).toBeVisible();
});

test('the users list by keyboard, with filters kept in the URL across a reload', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/users');
  // Newest first: the demo's store managers and other journeys' users may fill the first page.
  await expect(page.getByTestId('pager-total')).toHaveText(/Total Data : \d+/);
  await page.locator('body').press('/');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeFocused();
  await page.keyboard.type('iyer');
  await expect(page).toHaveURL(/q=iyer/);
  await expect(page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: 'admin@demo.local' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: 'franchise@demo.local' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByTestId('detail-email')).toHaveText('franchise@demo.local');

  await page.goto('/users');
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Technician' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/role=\d+/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Role: Technician');
  await page.reload();
  const rows = page.getByRole('grid', { name: 'Users' }).getByRole('row');
  await expect(rows.filter({ hasText: 'technician@demo.local' })).toBeVisible();
  await expect(rows.filter({ hasText: 'operator@demo.local' })).toHaveCount(0);
  await expect(page.getByTestId('pager-total')).toHaveText(/Total Data : \d+/);
  const technicians = await page.getByTestId('pager-total').textContent();
  await page.getByRole('button', { name: 'Remove filter Role: Technician' }).click();
  await expect(page).not.toHaveURL(/role=/);
  await expect(page.getByTestId('pager-total')).not.toHaveText(technicians!);
});

test('the user form checks its fields, and a role change asks first', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await page.goto('/add-user');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Value required').first()).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Initial password').fill('abcdefgh');
  await expect(page.getByText('Password not valid')).toBeVisible();
  await page.getByLabel('Initial password').fill('Abcd@1234');
  await page.getByLabel('Confirm password').fill('Abcd@12345');
  await expect(page.getByText('Passwords does not match')).toBeVisible();

  // An existing user: changing the role needs "Yes, Edit it!".
  await page.goto('/users?q=operator%40demo.local');
  await page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: 'operator@demo.local' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-user\/\d+$/);
  await page.getByLabel('Role').selectOption({ label: 'Technician' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure?');
  await expect(dialog).toContainText('You want to change the role of this user');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/edit-user\/\d+$/);
  await page.getByLabel('Role').selectOption({ label: 'Operator' });
  await page.getByLabel('Mobile number').fill('9000000001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(page.getByTestId('detail-mobile')).toHaveText('9000000001');
});
