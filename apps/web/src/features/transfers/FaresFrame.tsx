import type { ReactNode } from 'react';
import type { TransferDestination } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Container, PageHeader } from '../../components/Container';
import { Loading } from '../../components/Spinner';
import { errorText } from '../../lib/error-text';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useTransferFares } from './api';

/**
 * The frame both transfer pages stand in: the page's header, then the fares (in the shown language)
 * loading, failed with a retry, or handed to `children` once they are here.
 */
export function FaresFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: (destinations: readonly TransferDestination[]) => ReactNode }) {
  const T = usePageMessages().transfersPageUi;
  const { lang } = useLanguage();
  const fares = useTransferFares(lang);
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <Container className="py-8 sm:py-10">
        {fares.isPending ? (
          <Loading label={T.loading} />
        ) : fares.error && !fares.data ? (
          <div className="space-y-3" data-testid="transfers-error">
            <Alert>
              {T.loadFailed} {errorText(fares.error)}
            </Alert>
            <Button variant="secondary" onClick={() => void fares.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : (
          children(fares.data ?? [])
        )}
      </Container>
    </>
  );
}
