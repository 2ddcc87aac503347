import { expect, test } from '@playwright/test';

test('answers an unknown path with a not-found page and status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('redirects /elections to the elections page', async ({ page }) => {
  await page.goto('/elections');
  await expect(page).toHaveURL(/\/public-records\/elections$/);
});
