import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SearchForm } from '@app/shared';
import { checkSearch, type SearchErrors } from './search-rules';
import { SEARCH_FIELDS, type SearchField, type SearchInput } from './search-form';

/**
 * The state of the booking search form: its values, each field's message, and how many times it
 * was submitted. The search's seven fields are the home page's only form, so this small hook
 * replaces a form library there (13 kB of the home page's script, decision 065); every other
 * form keeps react-hook-form. A field's message clears as soon as it is edited; a submit with
 * problems focuses the first field that has one.
 */
export function useSearchForm({
  defaultValues,
  onValuesChange,
  fieldId,
}: {
  defaultValues: SearchInput;
  onValuesChange?: (values: SearchInput) => void;
  /** The id of a field's control, to focus it. */
  fieldId: (name: SearchField) => string;
}) {
  const [values, setValues] = useState<SearchInput>(defaultValues);
  const [errors, setErrors] = useState<SearchErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  // The latest values for the submit, which may finish after more typing.
  const latest = useRef(values);

  const change = useCallback(
    (name: SearchField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = { ...latest.current, [name]: event.target.value } as SearchInput;
      latest.current = next;
      setValues(next);
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      onValuesChange?.(next);
    },
    [onValuesChange],
  );

  /** The props of a field's control: its name, value and change handler. */
  const field = (name: SearchField) => ({ name, value: values[name] ?? '', onChange: change(name) });

  const handleSubmit = (onValid: (values: SearchForm) => void) => async (event: FormEvent) => {
    event.preventDefault();
    const result = await checkSearch(latest.current);
    setSubmitCount((count) => count + 1);
    if (result.ok) {
      setErrors({});
      onValid(result.values);
      return;
    }
    setErrors(result.errors);
    const first = SEARCH_FIELDS.find((name) => result.errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return { values, errors, submitCount, field, handleSubmit };
}
