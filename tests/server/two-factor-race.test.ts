/**
 * The second factor's five tries hold under concurrency (issue 12, fault 8): each try is claimed
 * by one UPDATE ... RETURNING before the code is compared, so 20 guesses sent at once on
 * PostgreSQL are compared at most 5 times, and the right code is refused afterwards.
 */
import { expect, it } from 'vitest';
import { checkTwoFactorCode } from '../../src/server/auth/two-factor.ts';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createUser, plantTwoFactorCode } from '../helpers/auth.ts';

describeOnEachDatabase('second-factor tries under concurrent guesses', (get) => {
  it('20 guesses at once use at most 5 tries; then even the right code is refused', async () => {
    const { app } = get();
    const user = await createUser(app, { twoFactor: 'VERIFIED' });
    const code = await plantTwoFactorCode(app, user.id, '424242');
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String(100_000 + index).padStart(6, '0'),
    );
    const results = await Promise.all(
      guesses.map((guess) => checkTwoFactorCode(app, user.id, guess)),
    );
    const { probalkozasok } = await app.db
      .selectFrom('ketfaktor_kod')
      .select('probalkozasok')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    console.log(
      `20 concurrent guesses [${get().kind}]: ${probalkozasok} tries counted, ` +
        `${results.filter((result) => result === 'wrong').length} compared wrong, ` +
        `${results.filter((result) => result === 'exhausted').length} refused unexamined`,
    );
    // Every compare of a wrong guess is one try counted; none past the limit.
    expect(probalkozasok).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result === 'wrong').length).toBeLessThanOrEqual(4);
    expect(results.every((result) => result === 'wrong' || result === 'exhausted')).toBe(true);
    expect(await checkTwoFactorCode(app, user.id, code)).toBe('exhausted');
  });

  it('the right code within the tries is accepted once', async () => {
    const { app } = get();
    const user = await createUser(app, { twoFactor: 'VERIFIED' });
    const code = await plantTwoFactorCode(app, user.id, '515151');
    expect(await checkTwoFactorCode(app, user.id, '000000')).toBe('wrong');
    expect(await checkTwoFactorCode(app, user.id, code)).toBe('accepted');
    expect(await checkTwoFactorCode(app, user.id, code)).toBe('expired');
  });
});
