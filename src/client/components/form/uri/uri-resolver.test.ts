import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import UriResolver from './uri-resolver.ts';

// The browser bundle swaps fast-uri for uri-resolver.ts (vite.config.ts): on every reference
// rjsf could meet, both must answer the same.
const RESOLVE_CASES: Array<[string, string]> = [
  ['#', '#/definitions/amount'],
  ['', '#/definitions/amount'],
  ['#', '#'],
  ['http://x.org/a/b.json', 'c.json#/x'],
  ['http://x.org/a/b.json', '#/x'],
  ['http://x.org/a/b.json#/y', '#/x'],
  ['http://x.org', 'a.json'],
  ['https://example.com/schemas/root.json', 'https://example.com/other.json#/a'],
  ['http://x.org/a/b.json', '../c.json'],
  ['http://x.org/a/b.json', '/c.json'],
  ['http://x.org/a/b.json', 'c.json?v=1'],
  ['a/b.json', 'c.json'],
  ['a/b.json', '#/c'],
  ['/a/b.json', 'c.json'],
  ['urn:x:y', '#/z'],
  ['http://x.org/a/', ''],
];

const EQUAL_CASES: Array<[string, string]> = [
  ['http://x.org/a#', 'http://x.org/a'],
  ['http://X.org/a', 'http://x.org/a'],
  ['http://x.org', 'http://x.org/'],
  ['a', 'a'],
  ['a', 'b'],
  ['https://e.com/s.json', 'https://e.com/s.json'],
  ['https://e.com/s.json', 'https://e.com/t.json'],
];

describe('uri-resolver (the browser stand-in for fast-uri)', () => {
  it.each(RESOLVE_CASES)('resolves %j against %j as fast-uri does', (base, ref) => {
    expect(UriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each(EQUAL_CASES)('compares %j and %j as fast-uri does', (a, b) => {
    expect(UriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
