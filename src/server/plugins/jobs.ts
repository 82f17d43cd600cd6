/**
 * Background jobs of the server (docs/decisions/0010): the supplement deadline sweep, the mail
 * outbox delivery, the deadline reminders, the removal of expired sessions (docs/decisions/0020:
 * no longer on the sign-in path), of old rate-limit counters (docs/decisions/0051: no longer on
 * the sign-in path or an API request) and of organisation invitations that expired unaccepted. Each runs first when the app is ready, then every configured interval
 * (config.jobs; 0 turns a job off); a run never overlaps the previous one of the same job, and
 * closing the app stops the timers and waits for a run under way. A failing run is logged and
 * the job carries on. Both jobs are safe with several server instances (row locks, SKIP LOCKED).
 */
import fp from 'fastify-plugin';
import { deliverOutbox } from '../lifecycle/notifications.ts';
import { sweepSupplementDeadlines } from '../lifecycle/supplement-deadlines.ts';
import { sendDeadlineReminders } from '../lifecycle/deadline-reminders.ts';
import { deleteOldCounters } from '../repositories/rate-limits.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';
import { deleteExpiredDrafts } from '../personal-data/erasure.ts';
import { deleteExpiredInvites } from '../repositories/organisation-users.ts';

interface BackgroundJob {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
}

/** What a job has done so far (epoch milliseconds), for the metrics (plugins/metrics.ts). */
export interface JobState {
  name: string;
  intervalMs: number;
  /** When the job was first scheduled (the app became ready); null while it is off. */
  scheduledSince: number | null;
  lastFinishedAt: number | null;
  lastSuccessAt: number | null;
  runs: number;
  failures: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs that are on, and how their runs went. */
    jobs: JobState[];
  }
}

export const jobsPlugin = fp(
  async (app) => {
    const jobs: BackgroundJob[] = [
      {
        name: 'supplement deadlines',
        intervalMs: app.config.jobs.supplementDeadlineIntervalMs,
        run: () => sweepSupplementDeadlines(app.db, app.clock()),
      },
      {
        name: 'mail outbox',
        intervalMs: app.config.jobs.mailOutboxIntervalMs,
        run: () => deliverOutbox(app),
      },
      {
        name: 'deadline reminders',
        intervalMs: app.config.reminders.intervalMs,
        run: () => sendDeadlineReminders(app.db, app.clock(), app.config.reminders.daysBefore),
      },
      {
        name: 'expired sessions',
        intervalMs: app.config.jobs.sessionCleanupIntervalMs ?? 0,
        run: () => removeExpiredSessions(),
      },
      {
        // Once done by the first sign-in or API request of each hour, which then waited on it.
        name: 'old rate-limit counters',
        intervalMs: app.config.jobs.rateLimitCleanupIntervalMs ?? 0,
        run: () => deleteOldCounters(app.db, new Date(app.clock().getTime() - 86_400_000)),
      },
      {
        name: 'expired invitations',
        intervalMs: app.config.jobs.inviteCleanupIntervalMs ?? 0,
        run: async () => {
          const invitations = await deleteExpiredInvites(app.db, app.clock());
          if (invitations > 0)
            app.log.info(
              { job: 'expired invitations', invitations },
              'expired invitations deleted',
            );
        },
      },
      {
        name: 'draft retention',
        intervalMs:
          (app.config.jobs.draftRetentionDays ?? 0) > 0
            ? (app.config.jobs.draftRetentionIntervalMs ?? 0)
            : 0,
        run: () => applyDraftRetention(),
      },
    ];
    const states = new Map<BackgroundJob, JobState>(
      jobs
        .filter((job) => job.intervalMs > 0)
        .map((job) => [
          job,
          {
            name: job.name,
            intervalMs: job.intervalMs,
            scheduledSince: null,
            lastFinishedAt: null,
            lastSuccessAt: null,
            runs: 0,
            failures: 0,
          },
        ]),
    );
    app.decorate('jobs', [...states.values()]);

    /** Batches of 1,000 rows until none is left: short statements, few row locks at a time. */
    async function removeExpiredSessions(): Promise<void> {
      const { sessionIdleMs, sessionAbsoluteMs } = app.config.auth;
      for (;;) {
        const now = app.clock().getTime();
        const removed = await deleteExpiredSessions(
          app.db,
          new Date(now - sessionIdleMs),
          new Date(now - sessionAbsoluteMs),
        );
        if (removed < 1_000 || stopped) return;
      }
    }
    /** Batches of 500 applications until none is left (docs/decisions/0025). */
    async function applyDraftRetention(): Promise<void> {
      let applications = 0;
      let files = 0;
      for (;;) {
        const removed = await deleteExpiredDrafts(
          app.db,
          app.fileStorage,
          app.clock(),
          app.config.jobs.draftRetentionDays ?? 0,
        );
        applications += removed.applications;
        files += removed.files;
        if (removed.applications < 500 || stopped) break;
      }
      app.log.info({ job: 'draft retention', applications, files }, 'expired drafts deleted');
    }
    const timers = new Set<NodeJS.Timeout>();
    const running = new Set<Promise<unknown>>();
    let stopped = false;

    function schedule(job: BackgroundJob, delayMs: number): void {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const state = states.get(job);
        const run = job
          .run()
          .then(
            () => {
              if (state) state.lastSuccessAt = Date.now();
            },
            (error: unknown) => {
              if (state) state.failures += 1;
              app.log.error({ err: error, job: job.name }, 'job failed');
            },
          )
          .finally(() => {
            if (state) {
              state.runs += 1;
              state.lastFinishedAt = Date.now();
            }
            running.delete(run);
            schedule(job, job.intervalMs);
          });
        running.add(run);
      }, delayMs);
      // A timer alone does not keep the process alive (tests, CLI use of the app).
      timer.unref();
      timers.add(timer);
    }

    app.addHook('onReady', async () => {
      for (const job of jobs) {
        if (job.intervalMs <= 0) continue;
        const state = states.get(job);
        if (state) state.scheduledSince = Date.now();
        schedule(job, 0);
      }
    });
    // Before the database closes: stop scheduling, then let a run under way finish.
    app.addHook('preClose', async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    });
  },
  { name: 'jobs', dependencies: ['mail'] },
);
