/**
 * Issue 20, item 10: no list bullet beside the cards of the card lists, and the sign-in pages'
 * product line readable in dark mode (at least 4.5:1 against Blueprint's dark card).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The declarations of the rule whose selector list contains `selector` exactly. */
function declarationsOf(css: string, selector: string): string {
  const withoutComments = css.replaceAll(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((part) => part.trim());
    if (selectors.includes(selector)) return match[2] ?? '';
  }
  return '';
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('card lists', () => {
  it.each(['.application-list', '.completion-list', '.document-list'])(
    '%s shows no bullets',
    (selector) => {
      expect(declarationsOf(read('./shell.css'), selector)).toMatch(/list-style:\s*none/);
    },
  );
});

describe('sign-in pages in dark mode', () => {
  it('the product line has at least 4.5:1 against the dark card', () => {
    const rule = declarationsOf(read('../features/auth/auth.css'), '.bp6-dark .auth-product');
    const colour = /color:\s*var\([^,]+,\s*(#[0-9a-f]{6})\)/i.exec(rule)?.[1];
    expect(colour).toBeDefined();
    // Blueprint's dark card is at most as light as dark-gray-3 (#2f343c).
    expect(contrast(colour ?? '#000000', '#2f343c')).toBeGreaterThanOrEqual(4.5);
    // The light-mode colour, for comparison, falls short there.
    expect(contrast('#5f6b7c', '#2f343c')).toBeLessThan(4.5);
  });
});
