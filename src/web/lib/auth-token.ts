/** The administrator's token, kept in the browser under the calendar token key (spec §9). */
export const CALENDAR_TOKEN_KEY = 'calendarToken';

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(CALENDAR_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string): void {
  window.localStorage.setItem(CALENDAR_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  window.localStorage.removeItem(CALENDAR_TOKEN_KEY);
}
