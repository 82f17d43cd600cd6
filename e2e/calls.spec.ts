/**
 * Issue 6: a funding call is a folder. The e2e server starts with the shipped calls plus one
 * folder added by e2e/calls-dir.ts (no code change); the dashboard lists it as an open call that
 * an application can be started for. (Storybook's side: stories/stories.test.ts.)
 */
import { expect, test } from './fixtures.ts';
import { ADDED_CALL } from './calls-dir.ts';

test('a call folder added to the calls directory appears on the dashboard', async ({
  page,
  portal,
  checkA11y,
}) => {
  void portal;
  await page.goto('/');
  const card = page.getByTestId(`call-${ADDED_CALL.identifier}`);
  await expect(card.getByRole('heading', { name: ADDED_CALL.name.hu })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pályázat indítása' })).toBeEnabled();
  await checkA11y(page);
});
