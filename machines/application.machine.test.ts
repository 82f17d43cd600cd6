import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { applicationDiagram } from './application-diagram.ts';
import {
  ALL_FACTS_TRUE,
  APPLICATION_EVENTS,
  APPLICATION_STATUSES,
  type ApplicationFacts,
  type StoredLifecycleState,
  SUBMISSION_STATES,
  allowedEvents,
  applicationMachine,
  blockedBy,
  isApplicationEventType,
  nextState,
  stateValueOf,
  storedStateOf,
  transitionRows,
} from './application.machine.ts';

const EDITING: StoredLifecycleState = { statusz: 'UNDER_EDITING', benyujtasAllapot: null };

/** Breadth-first search over stored states with every fact true and both actors. */
function reachable(): Map<string, StoredLifecycleState> {
  const seen = new Map<string, StoredLifecycleState>([[JSON.stringify(EDITING), EDITING]]);
  const queue = [EDITING];
  while (queue.length > 0) {
    const state = queue.shift() as StoredLifecycleState;
    for (const actor of ['APPLICANT', 'STAFF'] as const) {
      for (const type of allowedEvents(state, ALL_FACTS_TRUE, actor)) {
        const next = nextState(state, ALL_FACTS_TRUE, { type, actor });
        expect(next, `${type} from ${JSON.stringify(state)}`).not.toBeNull();
        const key = JSON.stringify(next);
        if (!seen.has(key)) {
          seen.set(key, next as StoredLifecycleState);
          queue.push(next as StoredLifecycleState);
        }
      }
    }
  }
  return seen;
}

describe('application machine', () => {
  it('has the 25 statuses of spec section 4 as top-level states', () => {
    expect(APPLICATION_STATUSES).toHaveLength(25);
    expect(Object.keys(applicationMachine.root.states).toSorted()).toEqual(
      [...APPLICATION_STATUSES].toSorted(),
    );
  });

  it('reaches every status and every submission step from UNDER_EDITING', () => {
    const states = [...reachable().values()];
    expect(new Set(states.map((state) => state.statusz))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(states.map((state) => state.benyujtasAllapot))).toEqual(
      new Set([null, ...SUBMISSION_STATES]),
    );
  });

  it('runs the submission steps in order with createActor', () => {
    const actor = createActor(applicationMachine, { input: ALL_FACTS_TRUE }).start();
    expect(actor.getSnapshot().value).toEqual({ UNDER_EDITING: 'SZERKESZTES' });
    actor.send({ type: 'GENERATE_FINAL_DOCUMENT', actor: 'APPLICANT' });
    expect(actor.getSnapshot().value).toEqual({ UNDER_EDITING: 'SZERKESZTES' });
    for (const [type, step] of [
      ['CHECK_DATA', 'ADATOK_ELLENORIZVE'],
      ['GENERATE_FINAL_DOCUMENT', 'VEGLEGESITO_GENERALVA'],
      ['UPLOAD_SIGNED_DOCUMENT', 'VEGLEGESITO_FELTOLTVE'],
    ] as const) {
      actor.send({ type, actor: 'APPLICANT' });
      expect(actor.getSnapshot().value).toEqual({ UNDER_EDITING: step });
    }
    actor.send({ type: 'SUBMIT', actor: 'STAFF' });
    expect(actor.getSnapshot().value).toEqual({ UNDER_EDITING: 'VEGLEGESITO_FELTOLTVE' });
    actor.send({ type: 'SUBMIT', actor: 'APPLICANT' });
    expect(actor.getSnapshot().value).toBe('UNDER_EVALUATION');
  });

  it('refuses the data check and the submission while a rule fails, naming the rule', () => {
    const uploaded: StoredLifecycleState = {
      statusz: 'UNDER_EDITING',
      benyujtasAllapot: 'VEGLEGESITO_FELTOLTVE',
    };
    for (const fact of [
      'allSectionsComplete',
      'requiredDocumentsUploadedAndClean',
      'requiredStatementsAccepted',
      'knockOutCriteriaConfirmed',
      'deadlineNotPassed',
    ] as const) {
      const facts: ApplicationFacts = { ...ALL_FACTS_TRUE, [fact]: false };
      for (const [state, type] of [
        [EDITING, 'CHECK_DATA'],
        [uploaded, 'SUBMIT'],
      ] as const) {
        expect(nextState(state, facts, { type, actor: 'APPLICANT' })).toBeNull();
        expect(allowedEvents(state, facts, 'APPLICANT')).not.toContain(type);
        expect(blockedBy(state, facts, { type, actor: 'APPLICANT' })).toEqual([fact]);
      }
    }
    expect(blockedBy(EDITING, ALL_FACTS_TRUE, { type: 'CHECK_DATA', actor: 'STAFF' })).toEqual([
      'actorIsApplicant',
    ]);
    expect(blockedBy(EDITING, ALL_FACTS_TRUE, { type: 'APPROVE', actor: 'STAFF' })).toEqual([
      'noSuchTransition',
    ]);
  });

  it('lets only staff decide, and records silence only after the supplement deadline', () => {
    const review: StoredLifecycleState = { statusz: 'MANAGEMENT_REVIEW', benyujtasAllapot: null };
    expect(allowedEvents(review, ALL_FACTS_TRUE, 'APPLICANT')).toEqual([]);
    expect(allowedEvents(review, ALL_FACTS_TRUE, 'STAFF')).toEqual([
      'APPROVE',
      'REJECT',
      'RETURN_TO_EVALUATION',
    ]);
    const waiting: StoredLifecycleState = {
      statusz: 'WAITING_FOR_SUPPLEMENT',
      benyujtasAllapot: null,
    };
    const early = { ...ALL_FACTS_TRUE, supplementDeadlinePassed: false };
    expect(allowedEvents(waiting, early, 'STAFF')).toEqual([]);
    expect(allowedEvents(waiting, early, 'APPLICANT')).toEqual(['SUBMIT_SUPPLEMENT']);
    expect(
      nextState(waiting, ALL_FACTS_TRUE, { type: 'SUPPLEMENT_DEADLINE_PASSED', actor: 'STAFF' }),
    ).toEqual({ statusz: 'SUPPLEMENT_NOT_SUBMITTED', benyujtasAllapot: null });
    const contract: StoredLifecycleState = {
      statusz: 'WAITING_FOR_CONTRACT',
      benyujtasAllapot: null,
    };
    const unsigned = { ...ALL_FACTS_TRUE, signedContractUploaded: false };
    expect(blockedBy(contract, unsigned, { type: 'CONCLUDE_CONTRACT', actor: 'STAFF' })).toEqual([
      'signedContractUploaded',
    ]);
    expect(
      nextState(contract, ALL_FACTS_TRUE, { type: 'CONCLUDE_CONTRACT', actor: 'STAFF' }),
    ).toEqual({ statusz: 'CONCLUDED_CONTRACT', benyujtasAllapot: null });
  });

  it('leaves no final status', () => {
    for (const statusz of ['REJECTED', 'MEGHIUSULT'] as const) {
      for (const actor of ['APPLICANT', 'STAFF'] as const)
        expect(allowedEvents({ statusz, benyujtasAllapot: null }, ALL_FACTS_TRUE, actor)).toEqual(
          [],
        );
    }
  });

  it('agrees with its table: every row is a transition the machine takes', () => {
    for (const row of transitionRows()) {
      const [statusz, step] = row.from.split('.');
      const from = storedStateOf(
        statusz === 'UNDER_EDITING' ? { UNDER_EDITING: step ?? 'SZERKESZTES' } : statusz,
      );
      const actor = row.guards.includes('actorIsStaff') ? 'STAFF' : 'APPLICANT';
      const next = nextState(from, ALL_FACTS_TRUE, { type: row.event, actor });
      expect(next && stateValueOf(next), `${row.from} ${row.event}`).toEqual(
        row.to.startsWith('UNDER_EDITING.') ? { UNDER_EDITING: row.to.split('.')[1] } : row.to,
      );
    }
  });

  it('names each event once: the union lists exactly the events of its table', () => {
    expect(APPLICATION_EVENTS).toEqual([...new Set(transitionRows().map((row) => row.event))]);
    expect(isApplicationEventType('CHECK_DATA')).toBe(true);
    expect(isApplicationEventType('CHEK_DATA')).toBe(false);
    // @ts-expect-error a misspelt event does not compile
    expect(nextState(EDITING, ALL_FACTS_TRUE, { type: 'CHEK_DATA', actor: 'APPLICANT' })).toBe(
      null,
    );
  });

  it('is drawn in the decision record exactly as generated', () => {
    const record = readFileSync(
      new URL('../docs/decisions/0008-application-lifecycle.md', import.meta.url),
      'utf8',
    );
    expect(record).toContain(`\`\`\`mermaid\n${applicationDiagram()}\`\`\``);
  });
});
