import { expect, test } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';

const C = MESSAGES.contact;

test('5. contact form: each message, then success and a cleared form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.getByRole('button', { name: 'Send message' }).click();
  // One announced summary listing each message (issue 15); each also shows under its field.
  const summary = page.locator('form [role="alert"]');
  await expect(summary).toHaveCount(1);
  await expect(summary.getByRole('link')).toHaveText([C.nameRequired, C.emailRequired, C.messageRequired]);
  await expect(page.locator('#contact-name-error')).toHaveText(C.nameRequired);

  await page.getByLabel('Name').fill('Lena Fischer');
  await page.getByLabel('Email').fill('lena@');
  await page.getByLabel('Message').fill('Can we hire a van with a German-speaking driver for 10 days in March?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(summary.getByRole('link')).toHaveText([C.emailInvalid]);

  await page.getByLabel('Email').fill('lena@example.de');
  await page.getByLabel('Subject').fill('Round trip in March');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: C.success })).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(label)).toHaveValue('');
});
