import {
  AUTH_PATHS,
  type RecoveryCodesResponse,
  type TwoStepProof,
  type TwoStepSetupResponse,
} from '#domain/auth/login.schema.ts';
import {
  ACCOUNT_PATHS,
  type AccountListResponse,
  type AccountResponse,
  type NewAccount,
  type OwnPassword,
  type TwoStepPolicy,
} from '#domain/staff/accounts.schema.ts';
import { ACTIVITY_PATH, type ActivityPage } from '#domain/staff/activity.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const authenticated = { isAuthenticated: true } as const;

export function listAccounts(): Promise<AccountListResponse> {
  return apiRequest<AccountListResponse>(ACCOUNT_PATHS.list, authenticated);
}

export function createAccount(account: NewAccount): Promise<AccountResponse> {
  return apiRequest(ACCOUNT_PATHS.list, { ...authenticated, method: 'POST', body: account });
}

export function setAccountRoles(id: string, roles: string[]): Promise<AccountResponse> {
  return apiRequest(`${ACCOUNT_PATHS.account(id)}/roles`, {
    ...authenticated,
    method: 'PUT',
    body: { roles },
  });
}

export function resetAccountPassword(id: string, password: string): Promise<AccountResponse> {
  return apiRequest(`${ACCOUNT_PATHS.account(id)}/password`, {
    ...authenticated,
    method: 'POST',
    body: { password },
  });
}

export type AccountAction = 'disable' | 'enable' | 'reset-two-step';

export function changeAccount(id: string, action: AccountAction): Promise<AccountResponse> {
  return apiRequest(`${ACCOUNT_PATHS.account(id)}/${action}`, {
    ...authenticated,
    method: 'POST',
    body: {},
  });
}

export function setTwoStepPolicy(policy: TwoStepPolicy): Promise<TwoStepPolicy> {
  return apiRequest(ACCOUNT_PATHS.twoStepPolicy, { ...authenticated, method: 'PUT', body: policy });
}

export interface ActivityFilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export function listActivity(
  filters: ActivityFilterValues,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const query = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    if (filters[key]) query.set(key, filters[key]);
  }
  if (filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return apiRequest<ActivityPage>(
    `${ACTIVITY_PATH}${search ? `?${search}` : ''}`,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

/** The password, and a current code or recovery code when two-step sign-in is on (issue 16). */
export function startTwoStepSetup(proof: TwoStepProof): Promise<TwoStepSetupResponse> {
  return apiRequest(AUTH_PATHS.twoStepSetup, { ...authenticated, method: 'POST', body: proof });
}

export function confirmTwoStep(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest(AUTH_PATHS.twoStepEnable, { ...authenticated, method: 'POST', body: { code } });
}

export function turnOffTwoStep(proof: TwoStepProof): Promise<{ success: true }> {
  return apiRequest(AUTH_PATHS.twoStepDisable, { ...authenticated, method: 'POST', body: proof });
}

export function changeOwnPassword(change: OwnPassword): Promise<{ success: true }> {
  return apiRequest(AUTH_PATHS.password, { ...authenticated, method: 'POST', body: change });
}
