import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchForm } from '../../components/SearchForm';
import { HOME_SEARCH_CARD, HOME_SEARCH_TEXT } from '../../components/HomeHero';
import { EMPTY_SEARCH, readSearchDraft, saveSearchDraft, searchResultsPath } from '../../lib/search-form';

/**
 * The home page's booking search. What the visitor types is kept for the tab, so coming back
 * (Back from the results, or Home) finds the form as they left it; a valid submit goes to the
 * results with all seven values (spec section 2).
 */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const [initial] = useState(() => readSearchDraft() ?? EMPTY_SEARCH);
  return (
    <SearchForm
      idPrefix="search"
      title={HOME_SEARCH_TEXT.title}
      description={HOME_SEARCH_TEXT.description}
      defaultValues={initial}
      onValuesChange={saveSearchDraft}
      onSearch={(values) => {
        saveSearchDraft(values);
        navigate(searchResultsPath(values));
      }}
      submitLabel={HOME_SEARCH_TEXT.submit}
      className={HOME_SEARCH_CARD}
    />
  );
}
