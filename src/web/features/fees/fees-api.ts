import {
  FEE_API,
  FEE_AUTHORIZATION_SCHEME,
  type CreateFeePaymentResponse,
  type FeeSummary,
} from '#domain/fees/fees-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const authorization = (token: string) => `${FEE_AUTHORIZATION_SCHEME} ${token}`;

export function getFee(token: string): Promise<FeeSummary> {
  return apiRequest<FeeSummary>(FEE_API.fee, { authorization: authorization(token) });
}

export function createFeePayment(token: string): Promise<CreateFeePaymentResponse> {
  return apiRequest<CreateFeePaymentResponse>(FEE_API.payment, {
    method: 'POST',
    authorization: authorization(token),
  });
}

export function completeFeePayment(token: string, paymentIntentId: string): Promise<FeeSummary> {
  return apiRequest<FeeSummary>(FEE_API.complete, {
    method: 'POST',
    body: { paymentIntentId },
    authorization: authorization(token),
  });
}
