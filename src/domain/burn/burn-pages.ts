import type { PageMessage } from '#domain/content/page-message.ts';
import type { BurnDayStatus, BurnSettings } from './burn-day.ts';
import type { BurnApplicationField, BurnMaterial, BurnPermitStatus } from './burn-permit.ts';

/** The open-burning pages' addresses (issue 19). */
export const BURN_PATHS = {
  page: '/permits/burn',
  status: '/permits/burn/status',
  statusFeed: '/permits/burn/status.ics',
  apply: '/permits/burn/apply',
  permit: '/permits/burn/permit',
  verify: '/permits/burn/verify',
  checkIn: '/permits/burn/check-in',
  dispatch: '/dispatch/burns',
} as const;

/** What the holder's page and the verify page show of a permit. */
export interface BurnPermitView {
  accessToken: string;
  permitNumber: string | null;
  status: BurnPermitStatus;
  revokeReason: string | null;
  street: string;
  town: string;
  material: BurnMaterial;
  materialDescription: string;
  pileSize: string;
  fromDay: string;
  toDay: string;
  feeCents: number;
  /** Printed on the permit and carried in its QR code (decision 291); none before issue. */
  checkInCode: string | null;
}

/** What the verify page behind the QR code shows: never the street or the holder (issue 25). */
export type BurnVerifyView = Pick<
  BurnPermitView,
  'permitNumber' | 'status' | 'town' | 'fromDay' | 'toDay'
> & {
  /** The status as read today: "Expired: its last day was …" past its last day (decision 307). */
  statusLabel: string;
};

/** One registered burn on dispatch's list. */
export interface BurnDispatchRow {
  permitNumber: string | null;
  street: string;
  town: string;
  startTime: string;
  endTime: string;
  material: BurnMaterial;
  materialDescription: string;
  pileSize: string;
  applicantName: string;
  phone: string;
  /** The state's burn registration number, when the district asks for it (decision 307). */
  stateRegistrationNumber: string | null;
  mapUrl: string;
}

export type BurnApplyFormValues = Partial<Record<BurnApplicationField, string>>;

export interface BurnCheckInFormValues {
  permitNumber?: string;
  code?: string;
  startTime?: string;
  endTime?: string;
}

/** The open-burning pages, each drawn by src/web/features/burn from this data alone. */
export type BurnPageView =
  | { kind: 'burn-status'; status: BurnDayStatus }
  | { kind: 'burn-overview'; status: BurnDayStatus; settings: BurnSettings }
  | {
      kind: 'burn-apply';
      settings: BurnSettings;
      values: BurnApplyFormValues;
      errors: Record<string, string>;
      banner?: string;
    }
  | {
      kind: 'burn-permit';
      permit: BurnPermitView;
      status: BurnDayStatus;
      todaysCheckIn?: { startTime: string; endTime: string } | undefined;
      message?: PageMessage | undefined;
      fieldErrors?: Record<string, string>;
      values?: { startTime?: string; endTime?: string };
      /** The private pay link while the permit waits for its fee. */
      payUrl?: string;
    }
  | {
      kind: 'burn-verify';
      permit: BurnVerifyView | undefined;
      /** The code the QR link carried, passed on to the check-in form unchecked. */
      checkInCode?: string | undefined;
    }
  | {
      kind: 'burn-check-in';
      status: BurnDayStatus;
      values: BurnCheckInFormValues;
      errors: Record<string, string>;
      message?: PageMessage | undefined;
    }
  | { kind: 'burn-dispatch'; status: BurnDayStatus; burns: BurnDispatchRow[] }
  | { kind: 'burn-not-found' };
