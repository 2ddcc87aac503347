/** One row of Utah's legal-holiday rules (decision 299); the shape of `HolidayRule`. */
export interface LegalHolidayRulesTable {
  id: string;
  position: number;
  name: string;
  kind: string;
  month: number | null;
  dayOfMonth: number | null;
  weekday: number | null;
  nth: number | null;
  easterOffsetDays: number | null;
  observance: string;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  /** 1 counted, 0 kept for the record only. */
  isActive: number;
  source: string;
}

/** A day the district sets apart: closed (`closed`), or a legal holiday it works (`working`). */
export interface DistrictCalendarDaysTable {
  day: string;
  kind: string;
  note: string;
}

export interface WorkingCalendarTables {
  legalHolidayRules: LegalHolidayRulesTable;
  districtCalendarDays: DistrictCalendarDaysTable;
}
