import { expect, test } from '@playwright/test';

test('home page is served prerendered', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
