import { expect, test, type Page } from './test';
import { UI_LANGUAGES, type UiLanguage } from '../packages/shared/src/i18n/locales';
import { STORAGE_KEYS } from '../packages/shared/src/constants';
import { DEMO, expectNoSeriousA11yViolations, futureDate, messagesIn, saveScreenshot, tripQuery, vehicleByModel } from './helpers';

/**
 * Every language on the pages a tourist reads most (home, search results, the booking form, My
 * Bookings, a tour with its customiser open), on a 360 px phone and a 1280 px desktop: nothing wider than the screen, no text cut
 * off, no serious axe-core violation, and a full-page screenshot (e2e/screenshots/i18n-<lang>-<page>-<width>.png)
 * for a human to look at. One signed-in browser context per language and width; the checks of a
 * page are collected, so one run reports every page's problems and shoots every page.
 */

const SCREEN_WIDTHS = [360, 1280] as const;

const trip = () =>
  tripQuery({ pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate: futureDate(710), pickupTime: '09:00', returnDate: futureDate(713), returnTime: '17:00' });

interface Session {
  token: string;
  user: unknown;
}

let session: Session;

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/users/login', { data: { email: DEMO.tourist.email, password: DEMO.tourist.password } });
  expect(response.ok(), 'the demo tourist signs in').toBe(true);
  session = (await response.json()) as Session;
});

// Opening pages with ?lang= while signed in saves each language to the account: the demo tourist's
// e-mails go back to English for the other journeys.
test.afterAll(async ({ request }) => {
  if (!session) return;
  await request.put('/api/users/me/language', { headers: { Authorization: `Bearer ${session.token}` }, data: { preferredLanguage: 'en' } });
});

/** Elements that reach past the right edge of the screen (and are not clipped by a narrower box), outermost only. */
function offScreen(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  const describe = (el: Element, detail: string) =>
    `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 80)}"> "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)}" ${detail}`;
  const clippedByAncestor = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  const offenders = new Set<Element>();
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'contents') continue;
    if (clippedByAncestor(el)) continue;
    offenders.add(el);
  }
  for (const el of offenders) {
    if (el.parentElement && offenders.has(el.parentElement)) continue;
    problems.push(describe(el, `reaches ${Math.round(el.getBoundingClientRect().right)}px of ${width}px`));
  }
  return problems;
}

/**
 * Text cut off: a box that hides its overflow (or ends in an ellipsis or clamps lines) whose
 * content is wider or taller than it; a select whose chosen option does not fit; an icon squeezed
 * by the text beside it. Not counted: screen-reader-only text (clipped on purpose), text fields
 * (they scroll), and long data the app truncates on purpose (`truncate` under a `title`).
 */
function cutText(): string[] {
  const problems: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) continue;
    if (!(el instanceof HTMLElement) || !el.innerText?.trim()) continue;
    const style = getComputedStyle(el);
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const clipsX = clips(style.overflowX) || style.textOverflow === 'ellipsis';
    const clipsY = clips(style.overflowY) || (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '');
    if (!clipsX && !clipsY) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
    // Screen-reader-only text (the skip link until focused): clipped to nothing on purpose.
    if (el.closest('.sr-only') || (style.position === 'absolute' && (style.clip.startsWith('rect') || style.clipPath.startsWith('inset')))) continue;
    if (el.classList.contains('truncate') && el.closest('[title]')) continue;
    const wide = clipsX && el.scrollWidth > el.clientWidth + 1;
    const tall = clipsY && el.scrollHeight > el.clientHeight + 1;
    if (!wide && !tall) continue;
    problems.push(
      `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 80)}"> "${el.innerText.replace(/\s+/g, ' ').trim().slice(0, 80)}" ` +
        (wide ? `needs ${el.scrollWidth}px, has ${el.clientWidth}px` : `needs ${el.scrollHeight}px high, has ${el.clientHeight}px`),
    );
  }
  // A select shows its chosen option in one line: measured in the select's own font, it must fit
  // between the padding and the drop-down arrow (about 20 px in Chromium).
  for (const select of Array.from(document.querySelectorAll('select'))) {
    const option = select.selectedOptions[0];
    if (!option || select.getClientRects().length === 0) continue;
    const style = getComputedStyle(select);
    const probe = document.createElement('span');
    probe.textContent = option.textContent;
    probe.lang = option.lang || document.documentElement.lang;
    Object.assign(probe.style, { font: style.font, letterSpacing: style.letterSpacing, position: 'absolute', visibility: 'hidden', whiteSpace: 'pre' });
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    if (text > room + 1) problems.push(`<select id="${select.id}"> "${option.textContent}" needs ${Math.ceil(text)}px, has ${Math.floor(room)}px`);
  }
  // The app's icons are square: one narrower than it is tall was squeezed by text beside it.
  for (const icon of Array.from(document.querySelectorAll('svg[viewBox="0 0 24 24"]'))) {
    const rect = icon.getBoundingClientRect();
    if (rect.height > 0 && rect.width < rect.height - 1) {
      const beside = (icon.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
      problems.push(`icon squeezed to ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}px beside "${beside}"`);
    }
  }
  return problems;
}

/** Checks the page as it stands, shoots it, and returns what is wrong (empty when nothing is). */
async function checkPage(page: Page, lang: UiLanguage, name: string): Promise<string[]> {
  const width = page.viewportSize()?.width;
  const label = `${name} in ${lang} at ${width}px`;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems: string[] = [];
  const shown = await page.locator('html').getAttribute('lang');
  if (shown !== lang) problems.push(`${label}: <html lang="${shown}">`);
  problems.push(...(await page.evaluate(offScreen)).map((p) => `${label}: wider than the screen: ${p}`));
  problems.push(...(await page.evaluate(cutText)).map((p) => `${label}: text cut: ${p}`));
  try {
    await expectNoSeriousA11yViolations(page, label);
  } catch (error) {
    problems.push(`${label}: ${(error as Error).message.split('\n').slice(0, 12).join(' ')}`);
  }
  await saveScreenshot(page, `i18n-${lang}-${name}`);
  return problems;
}

for (const { code: lang } of UI_LANGUAGES) {
  for (const width of SCREEN_WIDTHS) {
    test(`${lang} at ${width}px: home, search results, booking form, My Bookings and a tour fit the screen, cut no text and pass axe`, async ({ page }) => {
      test.setTimeout(120_000);
      const m = messagesIn(lang);
      await page.setViewportSize({ width, height: 800 });
      // Signed in as the demo tourist from the first page on (one context for the four pages).
      await page.addInitScript(
        ({ keys, token, user }) => {
          if (!localStorage.getItem(keys.token)) {
            localStorage.setItem(keys.token, token);
            localStorage.setItem(keys.user, JSON.stringify(user));
          }
        },
        { keys: STORAGE_KEYS, token: session.token, user: session.user },
      );
      const vehicle = await vehicleByModel(page, 'Vezel');
      const problems: string[] = [];

      await page.goto(`/?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.publicUi.hero.title(m.publicUi.hero.highlight));
      await expect(page.getByTestId('nav-username').first()).toBeAttached();
      problems.push(...(await checkPage(page, lang, 'home')));

      await page.goto(`/available-vehicles?${trip()}&vehicleType=Any%20Vehicle&lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(m.bookingUi.results.headingAllTypes);
      await expect(page.getByRole('article').first()).toBeVisible();
      problems.push(...(await checkPage(page, lang, 'search-results')));

      await page.goto(`/book-vehicle/${vehicle._id}?${trip()}&lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.bookingUi.form.heading(`${vehicle.brand} ${vehicle.model}`));
      await expect(page.getByTestId('estimated-total')).toBeVisible();
      problems.push(...(await checkPage(page, lang, 'booking-form')));

      await page.goto(`/manage-bookings?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.accountUi.myBookings.title);
      await expect(page.getByRole('article').first()).toBeVisible();
      problems.push(...(await checkPage(page, lang, 'my-bookings')));

      // A tour with its customiser open (issue 31): the stop editor's place names in this language.
      await page.goto(`/tours/south-coast-yala-5-days?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 2, name: m.toursUi.page.customise })).toBeVisible();
      await page.getByRole('button', { name: m.toursUi.page.editStops }).click();
      await expect(page.getByTestId('stop-row')).toHaveCount(5);
      await expect(page.getByTestId('tour-total')).toBeVisible();
      problems.push(...(await checkPage(page, lang, 'tour')));

      expect(problems).toEqual([]);
    });
  }
}
