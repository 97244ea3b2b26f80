import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { localizeTree } from '../packages/shared/src/i18n/catalog';
import type { Catalog } from '../packages/shared/src/i18n/catalog';
import { STAFF, logInAs } from './admin-helpers';
import { logInFromHome, vehicleByModel } from './helpers';

/**
 * The pages a careful traveller reads before paying (decision 085): the footer leads to them, the
 * booking form links them (the licence page for self drive), the language switcher turns them,
 * the cancellation page states the current policy's tiers, and a staff edit shows publicly.
 */

const catalogOf = (lang: string) => JSON.parse(readFileSync(new URL(`../packages/shared/locales/${lang}.json`, import.meta.url), 'utf8')) as Catalog;
const DE = localizeTree(MESSAGES, 'de', catalogOf('de'));
const FR = localizeTree(MESSAGES, 'fr', catalogOf('fr'));
const pages = MESSAGES.publicUi.footer.pages;

async function signInAsNewTourist(page: Page, request: APIRequestContext) {
  const account = { username: 'Pages Tourist', email: `pages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'Tourist@123', role: 'tourist', phone: '+44 7700 900457' };
  const registered = await request.post('/api/users', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  await logInFromHome(page, account.email, account.password);
}

test.describe("the travellers' pages (issue 26)", () => {
  test('footer link -> page, the other pages beside it, the cancellation tiers, and a language switch', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('navigation', { name: MESSAGES.publicUi.footer.pagesLabel }).getByRole('link', { name: pages.terms }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.infoPages.terms.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Booking and confirmation' })).toBeVisible();

    // A link inside the text and the list beside it.
    await page.getByTestId('info-page').getByRole('link', { name: 'cancellation policy' }).click();
    await expect(page).toHaveURL(/\/cancellation$/);
    const tiers = page.getByTestId('policy-tiers');
    await expect(tiers.getByRole('listitem')).toHaveText([
      '48 hours or more before pickup: 90% of what you paid comes back',
      'From 24 to less than 48 hours before pickup: 50% of what you paid comes back',
      'Less than 24 hours before pickup: no refund',
    ]);
    await page.getByRole('navigation', { name: MESSAGES.infoPagesUi.otherPages }).getByRole('link', { name: pages.licence }).click();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.infoPages.licence.title })).toBeVisible();
    await expect(page.getByTestId('info-page')).toContainText('International Driving Permit (IDP)');

    // The switcher turns the page (signed out: no account keeps the choice).
    await page.getByRole('navigation', { name: MESSAGES.publicUi.nav.label }).getByRole('combobox', { name: MESSAGES.site.language, exact: true }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: DE.infoPages.licence.title })).toBeVisible();
    await expect(page.getByTestId('info-page')).toHaveAttribute('data-lang', 'de');
    await expect(page.getByTestId('info-page')).toContainText('Internationalen Führerschein (IDP)');
    await page.getByRole('navigation', { name: DE.infoPagesUi.otherPages }).getByRole('link', { name: DE.publicUi.footer.pages.cancellation }).click();
    await expect(page.getByTestId('policy-tiers').getByRole('listitem').first()).toHaveText('48 Stunden oder mehr vor der Abholung: 90 % des Bezahlten kommen zurück');
    await page.getByRole('navigation', { name: DE.publicUi.nav.label }).getByRole('combobox', { name: DE.site.language, exact: true }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.infoPages.cancellation.title })).toBeVisible();
  });

  test('the booking form links the terms and the cancellation policy, and the licence page for self drive', async ({ page, request, context }) => {
    await signInAsNewTourist(page, request);
    const vehicle = await vehicleByModel(page, 'Fit');
    await page.goto(`/book-vehicle/${vehicle._id}`);
    const note = page.getByTestId('read-before');
    await expect(note).toContainText(MESSAGES.bookingUi.form.termsNote(pages.terms, pages.cancellation));
    const selfDrive = page.locator('input[type="radio"][value="selfDrive"]');
    await selfDrive.check();
    await expect(note.getByRole('link', { name: pages.licence })).toBeVisible();
    await page.locator('input[type="radio"][value="withDriver"]').check();
    await expect(note.getByRole('link', { name: pages.licence })).toHaveCount(0);

    // The terms open in a tab of their own, so the form keeps what was typed.
    const [terms] = await Promise.all([context.waitForEvent('page'), note.getByRole('link', { name: pages.terms }).click()]);
    await expect(terms).toHaveURL(/\/terms$/);
    await expect(terms.getByRole('heading', { level: 1, name: MESSAGES.infoPages.terms.title })).toBeVisible();
    await terms.close();
    await expect(page).toHaveURL(new RegExp(`/book-vehicle/${vehicle._id}`));
  });

  test('staff change the FAQ in French; French visitors see it, English ones the default; back to the default', async ({ page, browser }) => {
    await logInAs(page, STAFF.admin, /\/admin/);
    await page.goto('/admin/pages');
    await expect(page).toHaveURL(/\/admin\/pages\/terms$/);
    await page.getByRole('navigation', { name: MESSAGES.infoPagesUi.admin.pagesLabel }).getByRole('link', { name: pages.faq }).click();
    const french = page.getByTestId('page-text-fr');
    await expect(french.getByLabel(MESSAGES.infoPagesUi.admin.bodyLabel)).toHaveValue(/^## Faut-il un permis/);
    await french.getByLabel(MESSAGES.infoPagesUi.admin.titleLabel).fill('Vos questions');
    await french.getByLabel(MESSAGES.infoPagesUi.admin.bodyLabel).fill('## Horaires du bureau\nNous répondons de 8 h à 20 h.\n\n- Colombo\n- Kandy\n\n<b>pas du HTML</b>');
    await page.getByRole('button', { name: MESSAGES.infoPagesUi.admin.save }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: MESSAGES.infoPagesUi.admin.saved })).toBeVisible();
    await expect(french).toContainText(MESSAGES.infoPagesUi.admin.custom);

    const visitor = await browser.newPage();
    await visitor.goto('/faq?lang=fr');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Vos questions' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Horaires du bureau' })).toBeVisible();
    await expect(visitor.getByTestId('info-page').getByRole('listitem')).toHaveText(['Colombo', 'Kandy']);
    await expect(visitor.getByTestId('info-page')).toContainText('<b>pas du HTML</b>');
    await expect(visitor.locator('[data-testid="info-page"] b')).toHaveCount(0);
    await visitor.getByRole('navigation', { name: FR.publicUi.nav.label }).getByRole('combobox').selectOption('en');
    await expect(visitor.getByRole('heading', { level: 1, name: MESSAGES.infoPages.faq.title })).toBeVisible();
    await visitor.close();

    await french.getByRole('button', { name: MESSAGES.infoPagesUi.admin.useDefault }).click();
    await page.getByRole('button', { name: MESSAGES.infoPagesUi.admin.save }).click();
    await expect(french).toContainText(MESSAGES.infoPagesUi.admin.default);
    const answer = await page.request.get('/api/pages/faq?lang=fr');
    expect(((await answer.json()) as { custom: boolean }).custom).toBe(false);
  });
});
