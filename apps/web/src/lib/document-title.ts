import { useEffect } from 'react';

/**
 * The tab's title for a page that names itself (a signed-in page, a form). A `<title>` element in
 * the page would do nothing: the document's title is the first `<title>` in it, the head's, which
 * the server writes (decision 095), and Preact does not move elements into the head.
 */
let pagesWithTitle = 0;

/** Sets the tab's title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    pagesWithTitle++;
    document.title = title;
    return () => {
      pagesWithTitle--;
    };
  }, [title]);
}

/**
 * Whether a page shown now set its own title. Effects run children first, so the layout's and the
 * language provider's (which give other pages the site's title) see it and leave it.
 */
export function pageHasOwnTitle(): boolean {
  return pagesWithTitle > 0;
}
