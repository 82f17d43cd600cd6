/**
 * The dom project runs its files without isolation (vitest.config.ts): a module mocked with vi.mock
 * in such a file may already be loaded, unmocked, by an earlier file in the same worker, or stay
 * mocked for the next one. Every component test that mocks a module must run in `dom-isolated`.
 */
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOM_TESTS_WITH_MODULE_MOCKS } from '../vitest.config.ts';

const MODULE_MOCK = /\bvi\.(mock|doMock|unmock|doUnmock)\(/;

describe('component tests that mock modules', () => {
  it('run in the isolated dom project', () => {
    const files = [
      ...globSync('src/client/**/*.test.{ts,tsx}'),
      ...globSync('stories/**/*.test.{ts,tsx}'),
    ];
    expect(files.length).toBeGreaterThan(20);
    const mocking = files.filter((file) => MODULE_MOCK.test(readFileSync(file, 'utf8')));
    expect(mocking).toContain('src/client/session/session-gate.test.tsx');
    expect(mocking.filter((file) => !DOM_TESTS_WITH_MODULE_MOCKS.includes(file))).toEqual([]);
  });
});
