import { expect } from 'vitest';

/** Expects `text` (a page, a mail) to contain each of `parts`; a failure names the missing part. */
export function expectToContainEach(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text, part).toContain(part);
}

/** Expects a page served in Spanish: 200, Content-Language es-US, `<html lang="es">` first. */
export function expectSpanishPage(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-language']).toBe('es-US');
  expect(response.body).toMatch(/^<!doctype html><html lang="es">/i);
}
