import { useState } from 'react';
import { saveErrorText } from './error-text';

/**
 * A record form's submit: save, then what follows a save (back to the list with a notice, or the
 * profile shown again); a refused save leaves the form as typed with the reason above it.
 */
export function useSaveForm<T>(save: (values: T) => Promise<unknown>, onSaved: () => void): { failure: string | null; submit: (values: T) => Promise<void> } {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: T) => {
    setFailure(null);
    try {
      await save(values);
      onSaved();
    } catch (error) {
      setFailure(saveErrorText(error));
    }
  };
  return { failure, submit };
}
