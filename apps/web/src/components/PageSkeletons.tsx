import { useSearchParams } from 'react-router';
import { SEARCH_FILTERS } from '@app/shared';
import { SEARCH_FIELDS } from '../lib/search-form';
import { useMessages } from '../lib/i18n/I18nProvider';
import { buttonClass } from './Button';
import { CONTACT_FORM_CARD, CONTACT_MESSAGE_HEIGHT, ContactFrame } from './ContactFrame';
import { Container } from './Container';
import { HOME_SEARCH_CARD, HomeHero } from './HomeHero';
import { Icon } from './Icon';
import { SEARCH_CONTROL_HEIGHT, SEARCH_FIELD_PLACE, SEARCH_GRID } from './search-form-layout';

/**
 * What a page shows inside the layout while its code loads on the first visit (the routes'
 * HydrateFallback): the navigation bar stays, and each page's skeleton takes the place and size of
 * its content, so nothing that was shown disappears and nothing below it moves when it arrives.
 * These load with the app's entry, so they stay plain boxes.
 */

/** A line of text as a box, and the pulse of a loading box (stopped for reduced motion): shared with pages' own skeletons. */
export const SKELETON_BAR = 'rounded bg-slate-200/80';
export const SKELETON_PULSE = 'animate-pulse motion-reduce:animate-none';
const bar = SKELETON_BAR;
const pulse = SKELETON_PULSE;

/** The grid of the search results, shared by the page and its skeleton (both mark it data-results-grid, where journeys check it never moves). */
export const RESULTS_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * The results' filter rows (ResultFilters), shared by the page and its skeleton: one filter a row on
 * a phone, side by side from sm. The skeleton draws the same rows, so the grid below does not move
 * down by the three rows' 212 px when the page's code arrives on a slow phone.
 */
export const RESULT_FILTERS_FRAME = 'mt-4';
export const RESULT_FILTERS_ROW = 'grid grid-cols-1 gap-2 sm:flex sm:flex-wrap sm:items-end sm:gap-3';
export const RESULT_FILTER_CELL = 'min-w-0 sm:w-auto sm:min-w-40';
/** text-xs is one 16 px line (h-4): the skeleton's label bar is that high. */
export const RESULT_FILTER_LABEL = 'mb-1 block text-xs font-medium text-slate-700';
export const RESULT_FILTER_COUNT = 3;

function Loading() {
  const m = useMessages();
  return (
    <p role="status" className="sr-only">
      {m.searchUi.pageLoading}
    </p>
  );
}

/** One card of a vehicle grid (VehicleCard) as boxes of its lines' heights: name, seats, features (two rows), price. */
export function CardSkeleton() {
  return (
    <div className={`${pulse} overflow-hidden rounded-2xl border border-slate-200 bg-white`} aria-hidden="true">
      <div className="aspect-[16/10] bg-slate-100" />
      <div className="p-5">
        <div className="flex h-7 items-center">
          <div className={`h-5 w-2/3 ${bar}`} />
        </div>
        <div className="mt-1 h-5 w-1/3 rounded bg-slate-100" />
        <div className="mt-3 h-[2.875rem] w-4/5 rounded bg-slate-100" />
        <div className="border-t border-slate-100 pt-4">
          <div className="h-8 w-1/2 rounded bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

/**
 * The band at the top of inner pages (PageHeader), its lines as boxes of their heights: the
 * eyebrow, the title (and under it a second line, such as the search's dates), and the lines of
 * text below it (or a fixed frame `frameClass` of the page's own, such as the search results').
 */
function HeaderSkeleton({ subtitle = false, lines = 1, frameClass }: { subtitle?: boolean; lines?: number; frameClass?: string }) {
  return (
    <div className="border-b border-teal-900/10 bg-gradient-to-br from-teal-800 to-teal-950" aria-hidden="true">
      <Container className={`${pulse} py-10 sm:py-14`}>
        <div className="h-5 w-32 rounded bg-amber-300/40" />
        <div className="mt-1">
          <div className="flex h-9 items-center sm:h-10">
            <div className="h-7 w-64 max-w-full rounded bg-white/25 sm:h-8" />
          </div>
          {subtitle && (
            <div className="mt-1 flex h-7 items-center">
              <div className="h-5 w-52 rounded bg-white/15" />
            </div>
          )}
        </div>
        {frameClass ? (
          <div className={`mt-3 max-w-2xl ${frameClass}`}>
            <div className="h-5 w-48 rounded bg-white/15" />
          </div>
        ) : (
          Array.from({ length: lines }, (_, i) => <div key={i} className="mt-3 h-5 w-full max-w-md rounded bg-white/15" />)
        )}
      </Container>
    </div>
  );
}

/** A control of the shared Field: its label as it reads, then an empty 46 px box. */
function FieldSkeleton({ label, required = false, className = '', control = SEARCH_CONTROL_HEIGHT }: { label: string; required?: boolean; className?: string; control?: string }) {
  return (
    <div className={className}>
      <div className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </div>
      <div className={`${pulse} ${control} rounded-lg border border-slate-300 bg-slate-50`} />
    </div>
  );
}

/** Home: the hero as it will be, with its search form's labels in place and empty boxes for the fields. */
export function HomeSkeleton() {
  const m = useMessages();
  const t = m.publicUi.homeSearch;
  return (
    <>
      <Loading />
      <HomeHero>
        <div className={HOME_SEARCH_CARD} aria-hidden="true">
          <p className="text-lg font-bold text-slate-900">{t.title}</p>
          <p className="text-sm text-slate-600">{t.description}</p>
          <div className={SEARCH_GRID}>
            {SEARCH_FIELDS.map((field) => (
              <FieldSkeleton key={field} label={m.publicUi.searchForm.labels[field]} required={field !== 'vehicleType'} className={SEARCH_FIELD_PLACE[field]} />
            ))}
          </div>
          <div className={buttonClass('accent', 'lg', 'mt-5 w-full')}>
            <Icon name="search" />
            {t.submit}
          </div>
        </div>
      </HomeHero>
    </>
  );
}

/** Search results: the header with its search line, the type chips, the count line and a grid of cards. */
export function ResultsSkeleton() {
  // A filtered search shows the filters' "Clear" line under them: so does its skeleton.
  const [params] = useSearchParams();
  const filtered = SEARCH_FILTERS.some((name) => params.get(name));
  return (
    <>
      <Loading />
      <HeaderSkeleton subtitle frameClass="h-24 sm:h-8" />
      <Container className="py-8 sm:py-10">
        <div className={`${pulse} flex gap-2 overflow-hidden pb-2`} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-8 w-20 shrink-0 rounded-full bg-white ring-1 ring-slate-200" />
          ))}
        </div>
        <div className={`${pulse} ${RESULT_FILTERS_FRAME}`} aria-hidden="true">
          <div className={RESULT_FILTERS_ROW}>
            {Array.from({ length: RESULT_FILTER_COUNT }, (_, i) => (
              <div key={i} className={RESULT_FILTER_CELL}>
                <div className={`mb-1 h-4 w-20 ${bar}`} />
                <div className="h-10 rounded-lg border border-slate-200 bg-white sm:w-40" />
              </div>
            ))}
            {filtered && <div className="col-span-full h-10 sm:w-16" />}
          </div>
        </div>
        <div className="mt-6 mb-4 flex flex-col-reverse gap-2 sm:min-h-10 sm:flex-row sm:items-center sm:justify-between sm:gap-4" aria-hidden="true">
          <div className={`h-5 w-40 ${bar}`} />
          <div className="h-10 rounded-lg border border-slate-200 bg-white sm:w-64" />
        </div>
        <div className={RESULTS_GRID} data-results-grid="">
          {Array.from({ length: 8 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      </Container>
    </>
  );
}

/** Contact: the page as it will be, its form's labels in place and empty boxes for the fields. */
export function ContactSkeleton() {
  const m = useMessages();
  return (
    <>
      <Loading />
      <ContactFrame>
        <div className={CONTACT_FORM_CARD} aria-hidden="true">
          <p className="text-lg font-bold text-slate-900">{m.accountUi.contact.formTitle}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <FieldSkeleton label={m.fields.name} required />
            <FieldSkeleton label={m.fields.email} required />
          </div>
          <div>
            <FieldSkeleton label={m.fields.subject} />
            <p className="mt-1 text-xs text-slate-500">{m.accountUi.common.optional}</p>
          </div>
          <FieldSkeleton label={m.fields.message} required control={CONTACT_MESSAGE_HEIGHT} />
          <div className={buttonClass('primary', 'lg')}>{m.accountUi.contact.send}</div>
        </div>
      </ContactFrame>
    </>
  );
}

/** Any other page: its header band and a few lines of content. */
export function PageSkeleton() {
  return (
    <>
      <Loading />
      <HeaderSkeleton />
      <Container className={`${pulse} space-y-4 py-8 sm:py-12`}>
        <div className={`h-6 w-1/3 ${bar}`} aria-hidden="true" />
        <div className="h-40 rounded-2xl border border-slate-200 bg-white" aria-hidden="true" />
      </Container>
    </>
  );
}
