import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { translateLabel } from './translate.ts';

describe('translateLabel', () => {
  it('translates a key once per language, not on every render of the field', () => {
    const known: Record<string, string> = { 'form:fields.email': 'E-mail cím' };
    const t = vi.fn((key: string) => known[key] ?? key) as unknown as TFunction;
    expect(translateLabel('form:fields.email', t)).toBe('E-mail cím');
    expect(translateLabel('form:fields.email', t)).toBe('E-mail cím');
    expect(t).toHaveBeenCalledTimes(1);
    // Another language is another `t`.
    const english = vi.fn(() => 'Email address') as unknown as TFunction;
    expect(translateLabel('form:fields.email', english)).toBe('Email address');
  });

  it('asks again for a key not known yet (its namespace may still arrive) and leaves text alone', () => {
    const known: Record<string, string> = {};
    const t = vi.fn((key: string) => known[key] ?? key) as unknown as TFunction;
    expect(translateLabel('calls:fields.title', t)).toBe('calls:fields.title');
    known['calls:fields.title'] = 'A projekt címe';
    expect(translateLabel('calls:fields.title', t)).toBe('A projekt címe');
    expect(translateLabel('Szabad szöveg', t)).toBe('Szabad szöveg');
    expect(translateLabel(undefined, t)).toBe('');
    expect(t).toHaveBeenCalledTimes(2);
  });
});
