import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Container } from '../components/Container';
import { Button, ButtonLink } from '../components/Button';
import { useMessages } from '../lib/i18n/I18nProvider';
import { useDocumentTitle } from '../lib/document-title';

/**
 * Last line of defence for a page that threw while rendering, or a page chunk that no longer
 * exists after a deploy (reloading fetches the new one).
 */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages().publicUi.routeError;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  useDocumentTitle(t.pageTitle);
  return (
    <main className="flex min-h-dvh items-center bg-stone-50">
      <Container className="max-w-xl py-20 text-center">
        <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
        <p className="mt-3 text-slate-600">{t.text}</p>
        {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            {t.home}
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
