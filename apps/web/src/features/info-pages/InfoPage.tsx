import { Link, useLocation } from 'react-router';
import { INFO_PAGE_SLUGS, infoPagePath, isInfoPageSlug, type InfoPage as InfoPageData, type InfoPageSlug } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { InfoText } from '../../components/InfoText';
import { Loading } from '../../components/Spinner';
import { formatInstantDate } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useInfoPage } from './api';

/** The slug of the page's path (`/terms` -> terms); the routes name only these. */
function slugOf(pathname: string): InfoPageSlug {
  const slug = pathname.split('/').filter(Boolean)[0];
  return isInfoPageSlug(slug) ? slug : 'terms';
}

/**
 * /terms, /privacy, /cancellation, /licence, /faq (decision 085): what a careful traveller reads
 * before paying, in the language shown. The cancellation page states the current policy's tiers.
 */
export function InfoPage() {
  const slug = slugOf(useLocation().pathname);
  const { lang } = useLanguage();
  const m = usePageMessages();
  const T = m.infoPagesUi;
  const page = useInfoPage(slug, lang);
  const names = m.publicUi.footer.pages;
  return (
    <>
      <PageHeader eyebrow={m.publicUi.footer.pagesLabel} title={page.data?.title ?? names[slug]} />
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_16rem]">
        <article className="min-w-0 max-w-3xl" data-testid="info-page" data-lang={page.data?.lang}>
          {page.isPending ? (
            <Loading label={T.loading} />
          ) : page.error || !page.data ? (
            <div className="space-y-4">
              <Alert>{T.loadFailed}</Alert>
              <Button variant="secondary" onClick={() => void page.refetch()}>
                {T.retry}
              </Button>
            </div>
          ) : (
            <PageBody page={page.data} updatedLabel={T.updated} />
          )}
        </article>
        <nav aria-label={T.otherPages} className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
          <h2 className="text-sm font-semibold tracking-wide text-slate-900">{T.otherPages}</h2>
          <ul className="mt-3 space-y-1">
            {INFO_PAGE_SLUGS.map((other) => (
              <li key={other}>
                <Link
                  to={infoPagePath(other)}
                  aria-current={other === slug ? 'page' : undefined}
                  className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-teal-800 hover:bg-teal-50 aria-[current=page]:bg-teal-50 aria-[current=page]:font-semibold"
                >
                  <Icon name="arrowRight" className="size-4" />
                  {names[other]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </>
  );
}

function PageBody({ page, updatedLabel }: { page: InfoPageData; updatedLabel: (date: string) => string }) {
  return (
    <>
      {page.cancellation && (
        <section aria-labelledby="policy-tiers" className="mb-8 rounded-2xl border border-teal-200 bg-teal-50/60 p-5" data-testid="policy-tiers">
          <h2 id="policy-tiers" className="text-lg font-bold text-slate-900">
            {page.cancellation.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-800 marker:text-teal-700">
            {page.cancellation.tiers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-slate-700">{page.cancellation.deposit}</p>
        </section>
      )}
      <InfoText text={page.body} />
      {page.custom && page.updatedAt && <p className="mt-10 text-sm text-slate-500">{updatedLabel(formatInstantDate(page.updatedAt))}</p>}
    </>
  );
}
