/**
 * Field problems the server answered with (`hibak`: dotted `mezo`, `uzenet` already in the
 * user's language) as rjsf `extraErrors`, shown beside their fields.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldIssue } from '../../../lib/problem.ts';

export function issuesToErrorSchema(
  issues: readonly Pick<FieldIssue, 'mezo' | 'uzenet'>[],
): ErrorSchema | undefined {
  if (issues.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const segment of issue.mezo.split('.'))
      node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(issue.uzenet);
  }
  return root as ErrorSchema;
}

/**
 * `current` when `next` holds the same problems, else `next`: a state setter given it keeps the
 * same list, so an autosave answering the same problems renders nothing and leaves the form's
 * errors as they are.
 */
export function sameIssues<T extends Pick<FieldIssue, 'mezo' | 'uzenet'>>(
  current: T[],
  next: T[],
): T[] {
  return JSON.stringify(current) === JSON.stringify(next) ? current : next;
}
