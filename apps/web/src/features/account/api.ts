import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdate, PasswordChangeInput, User } from '@app/shared';
import { api } from '../../lib/api';

const accountKey = ['account'] as const;

/** The signed-in account as the server has it. */
export function useAccount() {
  return useQuery({ queryKey: accountKey, queryFn: ({ signal }) => api<User>('/api/users/me', { auth: true, signal }) });
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdate) => api<User>('/api/users/me', { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => queryClient.setQueryData(accountKey, saved),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeInput) =>
      api<{ message: string; token: string; user: User }>('/api/users/me/password', { method: 'PUT', auth: true, body }),
  });
}
