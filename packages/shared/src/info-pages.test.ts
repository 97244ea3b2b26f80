import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY } from './quote';
import { cancellationSummary, inlineParts, parseInfoText } from './info-pages';
import { INFO_PAGE_MESSAGES } from './info-page-messages';
import { localizeTree } from './i18n/catalog';
import de from '../locales/de.json';

const EN = INFO_PAGE_MESSAGES.infoPages.cancellation.generated;

describe('cancellationSummary: the cancellation page made from a policy', () => {
  it('states the default policy tier by tier, most hours first, and its deposit', () => {
    expect(cancellationSummary(DEFAULT_PRICING_POLICY, EN)).toEqual({
      heading: 'Refunds under the current policy',
      tiers: [
        '48 hours or more before pickup: 90% of what you paid comes back',
        'From 24 to less than 48 hours before pickup: 50% of what you paid comes back',
        'Less than 24 hours before pickup: no refund',
      ],
      deposit: 'A deposit of 10% of the total holds your booking; the balance is paid at pickup.',
    });
  });

  it('follows another policy: its own tiers in any order, a last tier short of pickup, no deposit', () => {
    const policy = {
      depositPercent: 0,
      cancellationTiers: [
        { hoursBefore: 72, refundPercent: 75 },
        { hoursBefore: 168, refundPercent: 100 },
        { hoursBefore: 1, refundPercent: 25 },
      ],
    };
    expect(cancellationSummary(policy, EN)).toEqual({
      heading: EN.heading,
      tiers: [
        '168 hours or more before pickup: 100% of what you paid comes back',
        'From 72 to less than 168 hours before pickup: 75% of what you paid comes back',
        'From 1 to less than 72 hours before pickup: 25% of what you paid comes back',
        'Less than 1 hour before pickup: no refund',
      ],
      deposit: 'No deposit is asked: you pay at pickup.',
    });
  });

  it('a single tier at pickup reads "any time"', () => {
    expect(cancellationSummary({ depositPercent: 20, cancellationTiers: [{ hoursBefore: 0, refundPercent: 80 }] }, EN).tiers).toEqual([
      'Any time before pickup: 80% of what you paid comes back',
    ]);
  });

  it('in another language, with its numbers and plurals', () => {
    const german = localizeTree(INFO_PAGE_MESSAGES, 'de', de).infoPages.cancellation.generated;
    const summary = cancellationSummary({ depositPercent: 15, cancellationTiers: [{ hoursBefore: 1000, refundPercent: 90 }, { hoursBefore: 1, refundPercent: 0 }] }, german);
    expect(summary.tiers).toEqual([
      '1.000 Stunden oder mehr vor der Abholung: 90 % des Bezahlten kommen zurück',
      'Von 1 bis unter 1.000 Stunden vor der Abholung: keine Erstattung',
      'Weniger als 1 Stunde vor der Abholung: keine Erstattung',
    ]);
    expect(summary.deposit).toContain('15 %');
  });
});

describe('parseInfoText: the pages’ plain-text format', () => {
  it('reads headings, paragraphs, lists and links to this site', () => {
    expect(parseInfoText('Intro line one\nline two\n\n## Heading\n- first [FAQ](/faq)\n- second\nAfter the list')).toEqual([
      { kind: 'paragraph', parts: [{ text: 'Intro line one line two' }] },
      { kind: 'heading', text: 'Heading' },
      { kind: 'list', items: [[{ text: 'first ' }, { text: 'FAQ', href: '/faq' }], [{ text: 'second' }]] },
      { kind: 'paragraph', parts: [{ text: 'After the list' }] },
    ]);
  });

  it('keeps markup and links elsewhere as plain text', () => {
    expect(inlineParts('<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example/) [z](https://evil.example/)')).toEqual([
      { text: '<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example/) [z](https://evil.example/)' },
    ]);
    expect(parseInfoText('<b>bold</b>\r\n\r\n## <i>h</i>')).toEqual([
      { kind: 'paragraph', parts: [{ text: '<b>bold</b>' }] },
      { kind: 'heading', text: '<i>h</i>' },
    ]);
  });

  it('every default page text parses into blocks, with links only to the travellers’ pages', () => {
    for (const page of Object.values(INFO_PAGE_MESSAGES.infoPages)) {
      const blocks = parseInfoText(page.body);
      expect(blocks.length).toBeGreaterThan(2);
      const links = blocks.flatMap((b) => (b.kind === 'paragraph' ? b.parts : b.kind === 'list' ? b.items.flat() : [])).filter((p) => 'href' in p);
      for (const link of links) expect(['/terms', '/privacy', '/cancellation', '/licence', '/faq']).toContain((link as { href: string }).href);
    }
  });
});
