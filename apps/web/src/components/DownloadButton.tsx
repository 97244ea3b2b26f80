import { useState } from 'react';
import { downloadFile } from '../lib/download';
import { errorText } from '../lib/error-text';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';

export interface DownloadButtonProps {
  /** The API path of the file, fetched with the session. */
  path: string;
  /** The file name to save under when the server names none. */
  fileName: string;
  label: string;
  /** What the button says while the file comes (its label unless given). */
  busyLabel?: string;
  /** The button's icon (a download arrow unless given). */
  icon?: IconName;
  /** The alert shown when the download fails, given the reason. */
  failed: (reason: string) => string;
  testId: string;
  className?: string;
  buttonClassName?: string;
}

/**
 * Downloads a file the API serves to a signed-in user (a receipt or condition report PDF, a
 * trip's .ics); says why when it cannot.
 */
export function DownloadButton({ path, fileName, label, busyLabel = label, icon = 'download', failed, testId, className = '', buttonClassName }: DownloadButtonProps) {
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
        <Icon name={icon} className="size-4 shrink-0" />
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
