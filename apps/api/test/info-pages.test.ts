import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_PRICING_POLICY, MESSAGES, UI_LANGUAGE_CODES, adminInfoPageSchema, infoPageSchema, type Catalog } from '@app/shared';
import { INFO_PAGE_MESSAGES } from '@app/shared/info-page-messages';
import { ENGINES, call, registerUser, withAdminApp, type TestApp } from './harness';
import { expectError, expectValidation } from './api-helpers';

const EN = INFO_PAGE_MESSAGES.infoPages;
const catalog = (lang: string) => JSON.parse(readFileSync(new URL(`../../../packages/shared/locales/${lang}.json`, import.meta.url), 'utf8')) as Catalog;

describe.each(ENGINES)('travellers’ pages (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  const page = (slug: string, lang?: string) => call(t.app, 'GET', `/api/pages/${slug}${lang === undefined ? '' : `?lang=${encodeURIComponent(lang)}`}`);
  const save = (slug: string, body: unknown, token: string | null = admin) => call(t.app, 'PUT', `/api/admin/pages/${slug}`, { token: token ?? undefined, body });

  it('answers each page’s default text in each language, English without ?lang', async () => {
    for (const slug of ['terms', 'privacy', 'cancellation', 'licence', 'faq'] as const) {
      const english = await page(slug);
      expect(english.status).toBe(200);
      expect(infoPageSchema.parse(english.body)).toMatchObject({ slug, lang: 'en', title: EN[slug].title, body: EN[slug].body, custom: false, updatedAt: null });
      for (const lang of UI_LANGUAGE_CODES.filter((l) => l !== 'en')) {
        const res = await page(slug, lang);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ slug, lang, title: catalog(lang)[`infoPages.${slug}.title`], body: catalog(lang)[`infoPages.${slug}.body`], custom: false });
        expect(res.body.body).not.toBe(EN[slug].body);
      }
    }
  });

  it('the cancellation page states the current policy’s tiers, and follows a new policy', async () => {
    const before = await page('cancellation');
    expect(before.body.cancellation.tiers).toEqual([
      '48 hours or more before pickup: 90% of what you paid comes back',
      'From 24 to less than 48 hours before pickup: 50% of what you paid comes back',
      'Less than 24 hours before pickup: no refund',
    ]);
    expect((await page('terms')).body.cancellation).toBeUndefined();
    const policy = {
      ...DEFAULT_PRICING_POLICY,
      depositPercent: 25,
      cancellationTiers: [{ hoursBefore: 96, refundPercent: 100 }, { hoursBefore: 12, refundPercent: 40 }],
      currencies: DEFAULT_PRICING_POLICY.currencies.map(({ code, perUsd }) => ({ code, perUsd })),
    };
    expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: policy })).status).toBe(200);
    const after = await page('cancellation');
    expect(after.body.cancellation).toEqual({
      heading: 'Refunds under the current policy',
      tiers: [
        '96 hours or more before pickup: 100% of what you paid comes back',
        'From 12 to less than 96 hours before pickup: 40% of what you paid comes back',
        'Less than 12 hours before pickup: no refund',
      ],
      deposit: 'A deposit of 25% of the total holds your booking; the balance is paid at pickup.',
    });
    const german = await page('cancellation', 'de');
    expect(german.body.cancellation.tiers[0]).toBe('96 Stunden oder mehr vor der Abholung: 100 % des Bezahlten kommen zurück');
    const restore = { ...policy, depositPercent: DEFAULT_PRICING_POLICY.depositPercent, cancellationTiers: DEFAULT_PRICING_POLICY.cancellationTiers };
    expect((await call(t.app, 'PUT', '/api/admin/pricing-policy', { token: admin, body: restore })).status).toBe(200);
  });

  it('staff replace a page’s text in one language; that language shows it, the others keep the default; blank goes back', async () => {
    const body = '## Our own terms\nEdited by the office.\n\n- One\n- Two';
    const res = await save('faq', { texts: [{ lang: 'de', title: 'FAQ (bearbeitet)', body }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = adminInfoPageSchema.parse(res.body);
    expect(saved.texts.map((x) => x.lang)).toEqual(UI_LANGUAGE_CODES);
    expect(saved.texts.find((x) => x.lang === 'de')).toMatchObject({ title: 'FAQ (bearbeitet)', body, custom: true, defaultBody: catalog('de')['infoPages.faq.body'] });
    expect(saved.texts.find((x) => x.lang === 'en')).toMatchObject({ title: EN.faq.title, custom: false, updatedAt: null });

    const german = await page('faq', 'de');
    expect(german.body).toMatchObject({ title: 'FAQ (bearbeitet)', body, custom: true });
    expect(typeof german.body.updatedAt).toBe('string');
    expect((await page('faq', 'fr')).body).toMatchObject({ body: catalog('fr')['infoPages.faq.body'], custom: false });
    expect((await page('faq')).body).toMatchObject({ body: EN.faq.body, custom: false });

    // Only the text changed: the title stays the default's.
    await save('faq', { texts: [{ lang: 'fr', title: '', body: 'Texte du bureau.' }] });
    expect((await page('faq', 'fr')).body).toMatchObject({ title: catalog('fr')['infoPages.faq.title'], body: 'Texte du bureau.', custom: true });

    // The default sent back (as the screen's textarea holds it) and blank both mean the default: no row.
    await save('faq', { texts: [{ lang: 'de', title: catalog('de')['infoPages.faq.title'], body: `${catalog('de')['infoPages.faq.body'].replace(/\n/g, '\r\n')}\n` }, { lang: 'fr', title: '', body: '   ' }] });
    expect((await page('faq', 'de')).body).toMatchObject({ body: catalog('de')['infoPages.faq.body'], custom: false, updatedAt: null });
    expect((await page('faq', 'fr')).body.custom).toBe(false);
    expect(await t.db.query("SELECT lang FROM info_page_texts WHERE slug = 'faq'")).toEqual([]);
  });

  it('keeps what staff type as text: markup is not interpreted, the page answers it as typed', async () => {
    const body = '<script>alert(1)</script>\n[x](javascript:alert(1))';
    expect((await save('privacy', { texts: [{ lang: 'en', title: '<b>Privacy</b>', body }] })).status).toBe(200);
    expect((await page('privacy')).body).toMatchObject({ title: '<b>Privacy</b>', body });
    await save('privacy', { texts: [{ lang: 'en', title: '', body: '' }] });
  });

  it('refuses anyone but staff', async () => {
    const tourist = await registerUser(t.app);
    const driver = await registerUser(t.app, 'driver');
    const body = { texts: [{ lang: 'en', title: 'Mine', body: 'Mine' }] };
    expectError(await save('terms', body, null), 401);
    expectError(await save('terms', body, tourist.token), 403, MESSAGES.api.forbidden);
    expectError(await save('terms', body, driver.token), 403, MESSAGES.api.forbidden);
    expectError(await call(t.app, 'GET', '/api/admin/pages/terms', { token: tourist.token }), 403);
    expectError(await call(t.app, 'GET', '/api/admin/pages/terms'), 401);
    expect((await page('terms')).body).toMatchObject({ title: EN.terms.title, custom: false });
  });

  it('answers 404 for a page it does not have', async () => {
    for (const slug of ['nope', 'Terms', 'terms.html', '__proto__', 'toString']) {
      expectError(await page(slug), 404, MESSAGES.api.pageNotFound);
      expectError(await call(t.app, 'GET', `/api/admin/pages/${slug}`, { token: admin }), 404, MESSAGES.api.pageNotFound);
      expectError(await save(slug, { texts: [{ lang: 'en', title: 'x', body: 'x' }] }), 404, MESSAGES.api.pageNotFound);
    }
  });

  it('answers 400 for a language it does not speak and for texts it cannot keep', async () => {
    for (const lang of ['', 'xx', 'EN', 'de-DE', 'en,de']) expectValidation(await page('terms', lang), MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES));
    const ok = { lang: 'en', title: 'T', body: 'B' };
    expectValidation(await save('terms', {}), MESSAGES.validation.pageTexts);
    expectValidation(await save('terms', { texts: [] }), MESSAGES.validation.pageTexts);
    expectValidation(await save('terms', { texts: 'all' }), MESSAGES.validation.pageTexts);
    expectValidation(await save('terms', { texts: [ok, ok] }), MESSAGES.validation.pageLanguagesOnce);
    expectValidation(await save('terms', { texts: [{ ...ok, lang: 'xx' }] }), MESSAGES.validation.uiLanguage(UI_LANGUAGE_CODES));
    expectValidation(await save('terms', { texts: [{ ...ok, title: 'x'.repeat(201) }] }));
    expectValidation(await save('terms', { texts: [{ ...ok, body: 'x'.repeat(20_001) }] }));
    expectValidation(await save('terms', { texts: [{ ...ok, body: 'bad\u0000byte' }] }));
    expectValidation(await save('terms', { texts: [{ ...ok, title: 'two\nlines' }] }));
    expectValidation(await save('terms', { texts: [{ ...ok, body: 42 }] }));
    expect((await page('terms')).body.custom).toBe(false);
  });
});
