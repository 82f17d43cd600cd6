/**
 * The role × action table comes from the machine: managers and administrators get exactly the
 * machine's staff events of a status with its guards' reasons, call editors get none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_FACTS_TRUE,
  allowedEvents,
  transitionRows,
} from '../../../machines/application.machine.ts';
import {
  ROLE_NOT_ALLOWED,
  can,
  maySendStaffEvents,
  staffActionsFor,
  staffEventsByStatus,
} from './roles.ts';

const evaluation = { statusz: 'UNDER_EVALUATION', benyujtasAllapot: null } as const;

describe('back-office roles', () => {
  it('lets managers and administrators send exactly the events the machine allows staff', () => {
    for (const role of ['VEZETO', 'ADMIN']) {
      const actions = staffActionsFor([role], evaluation, ALL_FACTS_TRUE);
      expect(actions.map((action) => action.esemeny).toSorted()).toEqual(
        allowedEvents(evaluation, ALL_FACTS_TRUE, 'STAFF').toSorted(),
      );
      expect(actions.every((action) => action.akadalyok.length === 0)).toBe(true);
    }
  });

  it('names the failing guard of an event the status has but the facts refuse', () => {
    const waiting = { statusz: 'WAITING_FOR_SUPPLEMENT', benyujtasAllapot: null } as const;
    const actions = staffActionsFor(['VEZETO'], waiting, {
      ...ALL_FACTS_TRUE,
      supplementDeadlinePassed: false,
    });
    // SUBMIT_SUPPLEMENT is the applicant's: not offered to staff at all.
    expect(actions).toEqual([
      { esemeny: 'SUPPLEMENT_DEADLINE_PASSED', akadalyok: ['supplementDeadlinePassed'] },
    ]);
  });

  it('offers call editors and applicants nothing to send', () => {
    const editor = staffActionsFor(['FELHIVAS_SZERKESZTO'], evaluation, ALL_FACTS_TRUE);
    expect(editor.length).toBeGreaterThan(0);
    expect(editor.every((action) => action.akadalyok.includes(ROLE_NOT_ALLOWED))).toBe(true);
    expect(maySendStaffEvents(['FELHIVAS_SZERKESZTO'])).toBe(false);
    expect(maySendStaffEvents([])).toBe(false);
    expect(can(['KEDVEZMENYEZETT'], 'read')).toBe(false);
    expect(can(['FELHIVAS_SZERKESZTO'], 'read')).toBe(true);
    expect(can(['FELHIVAS_SZERKESZTO'], 'takeAndNote')).toBe(false);
  });

  it('builds the role table from every staff transition row of the machine', () => {
    const table = staffEventsByStatus('VEZETO');
    const staffRows = transitionRows().filter((rule) => rule.guards.includes('actorIsStaff'));
    for (const rule of staffRows) expect(table[rule.from]).toContain(rule.event);
    expect(Object.values(table).flat().length).toBe(
      new Set(staffRows.map((rule) => `${rule.from}/${rule.event}`)).size,
    );
    expect(staffEventsByStatus('FELHIVAS_SZERKESZTO')).toEqual({});
  });

  it('matches the role × action table written in decision 0017', () => {
    const record = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/decisions/0017-back-office.md'),
      'utf8',
    );
    const block = record
      .split('<!-- staff-events:start -->')[1]
      ?.split('<!-- staff-events:end -->')[0];
    const written: Record<string, string[]> = {};
    for (const line of (block ?? '').split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length < 3 || !cells[1] || cells[1] === 'Status' || cells[1].startsWith('-'))
        continue;
      written[cells[1]] = (cells[2] ?? '').split(',').map((event) => event.trim());
    }
    expect(written).toEqual(staffEventsByStatus('VEZETO'));
  });
});
