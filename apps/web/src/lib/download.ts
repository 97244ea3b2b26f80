import { STORAGE_KEYS } from '@app/shared';
import { ApiError } from './api';

/**
 * Downloads a file the API serves to a signed-in user (a receipt, an export): fetched with the
 * bearer token, since a plain link cannot carry it, and saved under the server's file name (its
 * Content-Disposition), else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      /* no JSON body: the status says it */
    }
    throw new ApiError(response.status, response.statusText, message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Leaves the page by posting a form of hidden fields (PayHere's checkout takes a form POST, not a link). */
export function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
