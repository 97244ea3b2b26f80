import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@app/shared';
import { api } from '../../lib/api';

/** POST /api/contact: the server answers its own success sentence. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (values: ContactInput) => api<{ message?: string }>('/api/contact', { method: 'POST', body: values }),
  });
}
