import { isSameSitePath } from './urls';
import type { CancellationTier, PricingPolicy } from './quote';
import type { IcuMessage } from './i18n/icu';

/**
 * The pages a careful traveller reads before paying (decision 085), by the path they live at:
 * `/terms`, `/privacy`, `/cancellation`, `/licence`, `/faq`.
 */
export const INFO_PAGE_SLUGS = ['terms', 'privacy', 'cancellation', 'licence', 'faq'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export function isInfoPageSlug(value: unknown): value is InfoPageSlug {
  return typeof value === 'string' && (INFO_PAGE_SLUGS as readonly string[]).includes(value);
}

/** A page's path on the site. */
export function infoPagePath(slug: InfoPageSlug): string {
  return `/${slug}`;
}

/** The longest title and text staff may give a page in one language. */
export const INFO_PAGE_LIMITS = { title: 200, body: 20_000 } as const;

// ---------------------------------------------------------------------------------------------
// The text: plain lines, read into blocks (never HTML)

/** A run of a paragraph: words, or a link to a page of this site. */
export type InlinePart = { text: string } | { text: string; href: string };

export type InfoBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; parts: InlinePart[] }
  | { kind: 'list'; items: InlinePart[][] };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** A line's words and links; `[words](/path)` is a link only to a path of this site, else it stays as typed. */
export function inlineParts(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let at = 0;
  let plain = '';
  for (const match of line.matchAll(LINK)) {
    const [whole, text, href] = match as unknown as [string, string, string];
    plain += line.slice(at, match.index);
    at = match.index! + whole.length;
    if (isSameSitePath(href)) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text, href });
    } else {
      plain += whole;
    }
  }
  plain += line.slice(at);
  if (plain) parts.push({ text: plain });
  return parts;
}

/**
 * A page's text as blocks: a line `## Words` is a heading, lines `- words` make a list, other
 * lines a paragraph (joined by a space); a blank line ends a paragraph or a list. Everything else
 * is text: the page shows it as text, so no markup in it ever becomes markup on the page.
 */
export function parseInfoText(text: string): InfoBlock[] {
  const blocks: InfoBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', parts: inlineParts(paragraph.join(' ')) });
    if (list.length) blocks.push({ kind: 'list', items: list.map(inlineParts) });
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (/^#{1,6}\s+/.test(line)) {
      flush();
      blocks.push({ kind: 'heading', text: line.replace(/^#{1,6}\s+/, '') });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^[-*]\s+/, ''));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// The cancellation page's part made from the pricing policy

/** The sentences the cancellation page makes from a policy (`infoPages.cancellation.generated`). */
export interface CancellationPageText {
  heading: string;
  atLeast: IcuMessage<readonly ['hours', 'percent']>;
  between: IcuMessage<readonly ['hours', 'before', 'percent']>;
  under: IcuMessage<readonly ['before', 'percent']>;
  anyTime: IcuMessage<readonly ['percent']>;
  none: IcuMessage<readonly ['before']>;
  deposit: IcuMessage<readonly ['percent']>;
}

/** What the cancellation page states from the current policy: one line per tier, and the deposit. */
export interface CancellationSummary {
  heading: string;
  tiers: string[];
  deposit: string;
}

/**
 * The refund tiers of a policy as the page states them, most hours first: the first tier "48 hours
 * or more", each next one "from 24 to less than 48 hours", a last one at 0 hours "less than 24
 * hours", and "no refund" below the last tier when it stops short of pickup. Numbers are formatted
 * by the language's messages; the rule is the one `refundPercentAt` applies.
 */
export function cancellationSummary(policy: Pick<PricingPolicy, 'cancellationTiers' | 'depositPercent'>, t: CancellationPageText): CancellationSummary {
  const tiers: CancellationTier[] = [...policy.cancellationTiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const lines = tiers.map((tier, i) => {
    const before = tiers[i - 1]?.hoursBefore;
    if (before === undefined) return tier.hoursBefore === 0 ? t.anyTime(tier.refundPercent) : t.atLeast(tier.hoursBefore, tier.refundPercent);
    return tier.hoursBefore === 0 ? t.under(before, tier.refundPercent) : t.between(tier.hoursBefore, before, tier.refundPercent);
  });
  const last = tiers.at(-1);
  if (!last) lines.push(t.anyTime(0));
  else if (last.hoursBefore > 0) lines.push(t.none(last.hoursBefore));
  return { heading: t.heading, tiers: lines, deposit: t.deposit(policy.depositPercent) };
}
