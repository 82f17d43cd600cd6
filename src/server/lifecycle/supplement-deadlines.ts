/**
 * The supplement deadline job (docs/decisions/0010): every open supplement request whose deadline
 * has passed gets SUPPLEMENT_DEADLINE_PASSED → SUPPLEMENT_NOT_SUBMITTED. The event is the
 * machine's staff event (guard actorIsStaff); its transition row names the SYSTEM as the actor
 * and no user. Safe with several server instances: each application is taken with SKIP LOCKED
 * and re-checked under its lock, so exactly one transition is written.
 */
import type { Database } from '../db/database.ts';
import { listOverdueSupplements } from '../repositories/transitions.ts';
import { applyLocked, withLockedApplicationUnlessBusy } from './service.ts';

/** How many applications one sweep handles; the next sweep takes the rest. */
const BATCH = 100;

/** Applies SUPPLEMENT_DEADLINE_PASSED where due at `now`; answers the applications moved. */
export async function sweepSupplementDeadlines(db: Database, now: Date): Promise<number[]> {
  const moved: number[] = [];
  for (const id of await listOverdueSupplements(db, now, BATCH)) {
    const done = await withLockedApplicationUnlessBusy(db, id, async (trx, current) => {
      const deadline = current.locked.hianypotlasHatarido;
      // Answered, or already moved by another instance, since the list was read.
      if (current.locked.statusz !== 'WAITING_FOR_SUPPLEMENT' || !deadline) return false;
      if (deadline.getTime() > now.getTime()) return false;
      await applyLocked(trx, current, {
        type: 'SUPPLEMENT_DEADLINE_PASSED',
        actor: 'STAFF',
        recordAsSystem: true,
        userId: null,
        now,
      });
      return true;
    });
    if (done) moved.push(id);
  }
  return moved;
}
