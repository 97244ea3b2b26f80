import { expect, test } from './test';
import { messagesIn, vehicleByModel } from './helpers';

/**
 * The server's head of a public page survives the app's start in a browser (decision 095): what a
 * crawler that runs JavaScript reads is the page's own title and description; a language change
 * moves them. And an unknown address is a real 404 that still shows the app's not-found page.
 */
test.describe('public pages in a browser', () => {
  test.use({ locale: 'de-DE' });

  test('a vehicle page keeps its German title and description once the app runs; switching to French moves them', async ({ page }) => {
    const de = messagesIn('de');
    const fr = messagesIn('fr');
    const prius = await vehicleByModel(page, 'Prius');
    const response = await page.goto(`/vehicles/${prius._id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Prius');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(de.seo.vehicle.title(`${prius.brand} ${prius.model}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${prius.brand} ${prius.model} `));
    // Another page reached inside the app takes the site's title: the tab never names a page no longer shown.
    // Inside the app: once it has taken the page over (decision 103), a click before is a page load.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: de.publicUi.nav.label }).getByRole('link', { name: de.publicUi.nav.contact }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(de.site.title);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Prius');
    await page.getByRole('navigation', { name: de.publicUi.nav.label }).getByRole('combobox', { name: de.site.language, exact: true }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(fr.site.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fr.site.description);
  });

  test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
    const de = messagesIn('de');
    const response = await page.goto('/keine-solche-seite');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: de.publicUi.notFound.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a page that names itself sets the tab’s title, in the language shown; a public page reached after it takes the site’s', async ({ page }) => {
    const de = messagesIn('de');
    const fr = messagesIn('fr');
    await page.goto('/');
    await page.getByRole('navigation', { name: de.publicUi.nav.label }).getByRole('link', { name: de.publicUi.nav.login }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page).toHaveTitle(de.accountUi.login.pageTitle);
    await page.getByRole('navigation', { name: de.publicUi.nav.label }).getByRole('combobox', { name: de.site.language, exact: true }).selectOption('fr');
    await expect(page).toHaveTitle(fr.accountUi.login.pageTitle);
    await page.getByRole('navigation', { name: fr.publicUi.nav.label }).getByRole('link', { name: fr.publicUi.nav.contact }).click();
    await expect(page).toHaveURL(/\/contact/);
    await expect(page).toHaveTitle(fr.site.title);
  });
});
