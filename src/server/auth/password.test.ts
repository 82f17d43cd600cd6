import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../shared/validation/formats.ts';
import { passwordProblem } from './password.ts';

/** Words of the shipped list that decorations turn into rule-conforming passwords. */
const words = readFileSync(path.join(import.meta.dirname, 'breached-passwords.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => /^[a-z]{5,}$/.test(line));

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

describe('decorated breached passwords (issue 12, fault 10)', () => {
  it('refuses "word + 1!" and "word + year!" variants of the breached list', () => {
    const variants = words.flatMap((word) =>
      ['1!', '12!', '2024!', '2026!', '-1990!'].map((suffix) => `${capitalised(word)}${suffix}`),
    );
    const conforming = variants.filter((password) => isValidPassword(password));
    expect(conforming.length).toBeGreaterThan(200);
    const passed = conforming.filter((password) => passwordProblem(password) === null);
    expect(passed).toEqual([]);
  });

  it('still accepts strong passwords that merely end in digits', () => {
    for (const password of ['Zöld-Fenyő-Erdő-77', 'Kék-Tulipán-2026!', 'Hajnali-Vonat-1987!'])
      expect(passwordProblem(password)).toBeNull();
  });
});
