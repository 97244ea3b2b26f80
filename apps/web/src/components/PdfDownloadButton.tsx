import { useState } from 'react';
import { downloadFile } from '../lib/download';
import { errorText } from '../lib/error-text';
import { Button } from './Button';
import { Icon } from './Icon';

export interface PdfDownloadButtonProps {
  /** The API path of the PDF, fetched with the session. */
  path: string;
  /** The file name to save under when the server names none. */
  fileName: string;
  label: string;
  busyLabel: string;
  /** The alert shown when the download fails, given the reason. */
  failed: (reason: string) => string;
  testId: string;
  className?: string;
  buttonClassName?: string;
}

/** Downloads a PDF the API serves to a signed-in user (a receipt, a condition report); says why when it cannot. */
export function PdfDownloadButton({ path, fileName, label, busyLabel, failed, testId, className = '', buttonClassName }: PdfDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      setFailure(failed(errorText(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <Button variant="secondary" size="sm" className={buttonClassName} onClick={download} disabled={busy} aria-busy={busy} data-testid={testId}>
        <Icon name="download" className="size-4" />
        {busy ? busyLabel : label}
      </Button>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
