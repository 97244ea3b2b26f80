import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddOn, AddOnInput, ChatSettings, ChatSettingsInput, PricingPolicyInput } from '@app/shared';
import type { z } from 'zod';
import type { pricingPolicyResponseSchema } from '@app/shared';
import { api } from '../../../lib/api';
import { pricingKeys } from '../../../lib/pricing';
import { addOnKeys } from '../../../lib/add-ons';

export type PricingPolicyResponse = z.infer<typeof pricingPolicyResponseSchema>;

const policyKey = ['admin', 'pricing-policy'] as const;

/** The policy new bookings are made under, with when each rate and the whole were last set. */
export function useAdminPricingPolicy() {
  return useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) => api<PricingPolicyResponse>('/api/admin/pricing-policy', { auth: true, signal }),
  });
}

/** Saves a new version of the policy; the published one (search cards, the booking form) follows at once. */
export function useSavePricingPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingPolicyInput) => api<PricingPolicyResponse>('/api/admin/pricing-policy', { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(policyKey, saved);
      void queryClient.invalidateQueries({ queryKey: pricingKeys.policy });
    },
  });
}

const addOnsKey = ['admin', 'add-ons'] as const;

/** Every extra, offered or not (staff). */
export function useAdminAddOns() {
  return useQuery({
    queryKey: addOnsKey,
    queryFn: ({ signal }) => api<AddOn[]>('/api/admin/add-ons', { auth: true, signal }),
  });
}

/** Creates an extra (no id) or changes one; the booking form's list follows on its next load. */
export function useSaveAddOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddOnInput }) =>
      api<AddOn>(id ? `/api/admin/add-ons/${id}` : '/api/admin/add-ons', { method: id ? 'PUT' : 'POST', auth: true, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: addOnsKey });
      void queryClient.invalidateQueries({ queryKey: addOnKeys.offered });
    },
  });
}

const chatSettingsKey = ['admin', 'chat-settings'] as const;

/** The office's WhatsApp number the travellers' chat links open (decision 108). */
export function useChatSettings() {
  return useQuery({
    queryKey: chatSettingsKey,
    queryFn: ({ signal }) => api<ChatSettings>('/api/admin/chat-settings', { auth: true, signal }),
  });
}

export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettingsInput) => api<ChatSettings>('/api/admin/chat-settings', { method: 'PUT', auth: true, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(chatSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['chat-links'] });
    },
  });
}
