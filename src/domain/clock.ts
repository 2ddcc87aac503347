/** Domain code never reads the system time itself; callers pass a clock. */
export type Clock = () => Date;

/** The district's zone: calendar days and wall-clock times are read here. */
export const DISTRICT_TIME_ZONE = 'America/Denver';
