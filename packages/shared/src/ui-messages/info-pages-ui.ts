import { icu } from '../i18n/icu';

/**
 * The frame of the travellers' pages (/terms, /privacy, /cancellation, /licence, /faq) and the
 * staff screen that edits their texts (/admin/pages), decision 085. The pages' own texts are
 * `infoPages` (the server's; the pages read them from `GET /api/pages/:slug`).
 */
export const INFO_PAGES_UI = {
  loading: 'Loading the page…',
  loadFailed: 'This page could not be loaded. Please try again.',
  retry: 'Try again',
  /** The pages' list beside the text (the footer's row is `publicUi.footer.pagesLabel`). */
  otherPages: 'More for travellers',
  /** `date` is when staff last changed the text in this language. */
  updated: icu('Last updated {date}', 'date'),
  admin: {
    nav: 'Pages',
    title: 'Pages for travellers',
    description: 'The terms, privacy, cancellation, licence and FAQ pages, in every language. A language left at its default follows the text that ships with the site; the cancellation page states the refund tiers of the current pricing policy above its text by itself.',
    pagesLabel: 'Page',
    loading: 'Loading the texts…',
    format: 'Plain text. A line starting with "## " is a heading, a line starting with "- " a list item, and a blank line starts a new paragraph. [words](/faq) links to a page of this site. Nothing else is formatted.',
    titleLabel: 'Title',
    bodyLabel: 'Text',
    custom: 'Edited',
    default: 'Default text',
    /** `date` is when this language was last saved. */
    savedAt: icu('Saved {date}', 'date'),
    useDefault: 'Use the default text',
    open: 'Open the page',
    save: 'Save texts',
    saving: 'Saving…',
    saved: 'Texts saved. Visitors see them at once.',
  },
} as const;
