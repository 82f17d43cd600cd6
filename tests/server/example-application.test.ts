/**
 * Every call folder's example application (schemas/calls/<call>/example-application.json) is a
 * complete one for its call: each knock-out criterion confirmed, each required statement
 * accepted, each required document named. That it passes the server's checks is shown by the
 * suites that submit it (lifecycle, applications, back office).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleApplication } from '../helpers/example-application.ts';

const CALLS_DIR = path.resolve(import.meta.dirname, '../../schemas/calls');
const read = (call: string, file: string) =>
  JSON.parse(readFileSync(path.join(CALLS_DIR, call, file), 'utf8'));

const withExample = readdirSync(CALLS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((call) => existsSync(path.join(CALLS_DIR, call, 'example-application.json')));

describe('example applications of the call folders', () => {
  it('the grant call has one (the tests, journeys and benchmarks submit it)', () => {
    expect(withExample).toContain('vendeglatas-modernizacio-2026');
  });

  it.each(withExample)('%s: complete for its call', (call) => {
    const example = exampleApplication(call);
    const criteria = read(call, 'knock-out.json').criteria as Array<{ id: string }>;
    expect(example.knockOut).toEqual(Object.fromEntries(criteria.map(({ id }) => [id, true])));
    const statements = read(call, 'statements.json').statements as Array<{
      id: string;
      required: boolean;
    }>;
    for (const { id } of statements.filter((statement) => statement.required))
      expect(example.statements).toContain(id);
    const documents = read(call, 'documents.json').documents as Array<{
      category: string;
      requiredForCall: boolean;
    }>;
    for (const { category } of documents.filter((document) => document.requiredForCall))
      expect(example.documents).toContain(category);
    expect(Object.keys(example.customFields).length).toBeGreaterThan(0);
  });
});
