import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchForm } from '../../components/SearchForm';
import { HOME_SEARCH_CARD } from '../../components/HomeHero';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { EMPTY_SEARCH, readSearchDraft, saveSearchDraft, searchResultsPath } from '../../lib/search-form';

/**
 * The home page's booking search. What the visitor types is kept for the tab, so coming back
 * (Back from the results, or Home) finds the form as they left it; a valid submit goes to the
 * results with all seven values (spec section 2).
 */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const t = useMessages().publicUi.homeSearch;
  const [initial] = useState(() => readSearchDraft() ?? EMPTY_SEARCH);
  return (
    <SearchForm
      idPrefix="search"
      title={t.title}
      description={t.description}
      defaultValues={initial}
      onValuesChange={saveSearchDraft}
      onSearch={(values) => {
        saveSearchDraft(values);
        navigate(searchResultsPath(values));
      }}
      submitLabel={t.submit}
      className={HOME_SEARCH_CARD}
    />
  );
}
