import type { z } from 'zod';
import {
  CHIPPER_API_PATHS,
  type ChipperCrewLinkResponseSchema,
  type ChipperFiguresResponseSchema,
  type ChipperSeasonResponseSchema,
  type ChipperStopsResponseSchema,
  type ChipperZoneInput,
} from '#domain/chipper/chipper-api.ts';
import type { ChipperRules } from '#domain/chipper/chipper-rules.ts';
import { apiRequest, downloadWithToken } from '#web/lib/api-client.ts';

/** The back office's calls of the chipper API (issue 38), one per route of its contract. */

const authenticated = { isAuthenticated: true } as const;
const withId = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export type ChipperSeason = z.infer<typeof ChipperSeasonResponseSchema>;
export type ChipperFigures = z.infer<typeof ChipperFiguresResponseSchema>;
export type ChipperStops = z.infer<typeof ChipperStopsResponseSchema>;

export function readSeason(): Promise<ChipperSeason> {
  return apiRequest(CHIPPER_API_PATHS.season, authenticated);
}

export function saveRules(rules: ChipperRules): Promise<ChipperRules> {
  return apiRequest(CHIPPER_API_PATHS.rules, { ...authenticated, method: 'PUT', body: rules });
}

export function addZone(zone: ChipperZoneInput): Promise<{ id: string }> {
  return apiRequest(CHIPPER_API_PATHS.zones, { ...authenticated, method: 'POST', body: zone });
}

export function addDay(day: { zoneId: string; day: string; capacityPiles: number }) {
  return apiRequest<{ id: string }>(CHIPPER_API_PATHS.days, {
    ...authenticated,
    method: 'POST',
    body: day,
  });
}

export function cancelDay(id: string, reason: string): Promise<{ id: string; told: number }> {
  return apiRequest(withId(CHIPPER_API_PATHS.cancelDay, id), {
    ...authenticated,
    method: 'POST',
    body: { reason },
  });
}

export function readStops(id: string): Promise<ChipperStops> {
  return apiRequest(withId(CHIPPER_API_PATHS.stops, id), authenticated);
}

export function issueCrewLink(id: string): Promise<z.infer<typeof ChipperCrewLinkResponseSchema>> {
  return apiRequest(withId(CHIPPER_API_PATHS.crewLink, id), { ...authenticated, method: 'POST' });
}

export function downloadRouteSheet(id: string): Promise<void> {
  return downloadWithToken(withId(CHIPPER_API_PATHS.routeSheet, id), 'chipper-route.pdf');
}

export function readFigures(): Promise<ChipperFigures> {
  return apiRequest(CHIPPER_API_PATHS.figures, authenticated);
}

export function downloadFiguresCsv(): Promise<void> {
  return downloadWithToken(CHIPPER_API_PATHS.figuresCsv, 'chipper-figures.csv');
}
