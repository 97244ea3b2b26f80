import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The PayHere sandbox merchant the journeys' server is set up with (e2e/server.ts). */
export const PAYHERE = { merchantId: '1211149', merchantSecret: 'e2e-sandbox-merchant-secret' } as const;

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/**
 * PayHere's server telling ours that an order is paid: the success notification, signed with the
 * sandbox merchant's secret, posted to the notify address; ours must take it (200).
 */
export async function notifyPaid(request: APIRequestContext, order: { orderId: string; amount: string; currency: string; paymentId: string; method?: string }) {
  const { orderId, amount, currency } = order;
  const notification = {
    merchant_id: PAYHERE.merchantId,
    order_id: orderId,
    payment_id: order.paymentId,
    payhere_amount: amount,
    payhere_currency: currency,
    status_code: '2',
    md5sig: md5(PAYHERE.merchantId + orderId + amount + currency + '2' + md5(PAYHERE.merchantSecret)),
    ...(order.method ? { method: order.method } : {}),
  };
  const notified = await request.post('/api/payments/payhere/notify', { form: notification });
  expect(notified.status(), await notified.text()).toBe(200);
}
