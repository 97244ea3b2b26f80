import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { INFO_PAGE_LIMITS, INFO_PAGE_SLUGS, UI_LANGUAGES, infoPagePath, isInfoPageSlug, type AdminInfoPage, type InfoPageSlug, type UiLanguage } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { inputClass } from '../../../components/Field';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { Panel } from '../../../components/Panel';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { saveErrorText } from '../../../lib/error-text';
import { formatInstant } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAdminInfoPage, useSaveInfoPage } from './api';

/**
 * /admin/pages/:slug (decision 085): staff edit a travellers' page, a title and a text per
 * language. A language left at its default follows the text that ships with the site.
 */
export function InfoPagesAdminPage() {
  const param = useParams().slug;
  const slug: InfoPageSlug = isInfoPageSlug(param) ? param : 'terms';
  const m = usePageMessages();
  const T = m.infoPagesUi.admin;
  const names = m.publicUi.footer.pages;
  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} />
      <nav aria-label={T.pagesLabel} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {INFO_PAGE_SLUGS.map((other) => (
            <li key={other}>
              <Link
                to={`/admin/pages/${other}`}
                aria-current={other === slug ? 'page' : undefined}
                className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-teal-600 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
              >
                {names[other]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LoadedRecord query={useAdminInfoPage(slug)} title={names[slug]} loadingLabel={T.loading}>
        {(page) => <PageTextsForm key={slug} page={page} />}
      </LoadedRecord>
    </>
  );
}

type Draft = Record<UiLanguage, { title: string; body: string }>;

function draftOf(page: AdminInfoPage): Draft {
  return Object.fromEntries(page.texts.map((t) => [t.lang, { title: t.title, body: t.body }])) as Draft;
}

function PageTextsForm({ page }: { page: AdminInfoPage }) {
  const m = usePageMessages();
  const T = m.infoPagesUi.admin;
  const save = useSaveInfoPage(page.slug);
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const edit = (lang: UiLanguage, part: 'title' | 'body', value: string) => setDraft((d) => ({ ...d, [lang]: { ...d[lang], [part]: value } }));

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setNotice(null);
    try {
      // The form shows what the server kept: a text equal to the default is the default again.
      setDraft(draftOf(await save.mutateAsync({ texts: page.texts.map((t) => ({ lang: t.lang, ...draft[t.lang] })) })));
      setNotice({ tone: 'success', text: T.saved });
    } catch (error) {
      setNotice({ tone: 'error', text: saveErrorText(error) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={m.publicUi.footer.pages[page.slug]}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-600">{T.format}</p>
        <Link to={infoPagePath(page.slug)} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline">
          {T.open}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
      {page.texts.map((text) => {
        const language = UI_LANGUAGES.find((l) => l.code === text.lang)!;
        const value = draft[text.lang];
        const atDefault = value.title.trim() === text.defaultTitle.trim() && value.body.trim() === text.defaultBody.trim();
        const id = `page-${text.lang}`;
        return (
          <Panel key={text.lang}>
            <fieldset lang={text.lang} data-testid={`page-text-${text.lang}`}>
              <legend className="flex w-full flex-wrap items-center gap-3 text-base font-bold text-slate-900">
                {language.name}
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${text.custom ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}>
                  {text.custom ? T.custom : T.default}
                </span>
                {text.custom && text.updatedAt && <span className="text-xs font-normal text-slate-500">{T.savedAt(formatInstant(text.updatedAt))}</span>}
              </legend>
              <label htmlFor={`${id}-title`} className="mt-4 mb-1.5 block text-sm font-medium text-slate-700">
                {T.titleLabel}
              </label>
              <input id={`${id}-title`} value={value.title} maxLength={INFO_PAGE_LIMITS.title} onInput={(e) => edit(text.lang, 'title', e.currentTarget.value)} className={inputClass} />
              <label htmlFor={`${id}-body`} className="mt-4 mb-1.5 block text-sm font-medium text-slate-700">
                {T.bodyLabel}
              </label>
              <textarea
                id={`${id}-body`}
                value={value.body}
                rows={12}
                maxLength={INFO_PAGE_LIMITS.body}
                onInput={(e) => edit(text.lang, 'body', e.currentTarget.value)}
                className={`${inputClass} font-mono text-sm`}
              />
              {!atDefault && (
                <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => setDraft((d) => ({ ...d, [text.lang]: { title: text.defaultTitle, body: text.defaultBody } }))}>
                  {T.useDefault}
                </Button>
              )}
            </fieldset>
          </Panel>
        );
      })}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
