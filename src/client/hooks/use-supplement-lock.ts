/**
 * What the applicant may change now, as the server decides it: nothing once the application is
 * submitted (the machine's editable statuses, machines/application-screens.ts), and while a
 * supplement is requested only what the request names (docs/decisions/0010). The screens show
 * everything else read-only through this hook.
 */
import type { UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { screenAccess } from '../../../machines/application-screens.ts';
import { isUnlocked } from '../../shared/supplement-items.ts';
import { type SupplementRequest, lifecycleQueryOptions } from '../application/api/get-lifecycle.ts';

export interface SupplementLock {
  /** The open request, or null when no supplement is requested. */
  request: SupplementRequest | null;
  /** False once the application is submitted and no supplement is requested (or it ended). */
  editable: boolean;
  /** True when `item` (e.g. `loanClaim.projektCim`, `knockOut.KO-1`) may not be changed now. */
  isReadOnly(item: string): boolean;
}

export function useSupplementLock(applicationId: number): SupplementLock {
  const state = useQuery(lifecycleQueryOptions(applicationId)).data;
  const status = state?.statusz;
  const request = status === 'WAITING_FOR_SUPPLEMENT' ? (state?.hianypotlas ?? null) : null;
  // Until the state has loaded the screen stays editable: the server has the last word anyway.
  const editable = status === undefined || screenAccess('editing', status) === 'edit';
  return useMemo(
    () => ({
      request,
      editable,
      isReadOnly: (item: string) =>
        !editable || (request !== null && !isUnlocked(request.tetelek ?? [], item)),
    }),
    [request, editable],
  );
}

type JsonObject = Record<string, unknown>;

/**
 * The UI schema of a schema form with `ui:readonly` on every leaf field the lock does not unlock;
 * `prefix` is the section (`customFields`), the schema's property path follows it.
 */
export function lockUiSchema(
  uiSchema: UiSchema | undefined,
  schema: JsonObject,
  prefix: string,
  isReadOnly: (item: string) => boolean,
): UiSchema {
  const ui = (uiSchema ?? {}) as UiSchema;
  const properties = schema.properties as Record<string, JsonObject> | undefined;
  if (!properties) return isReadOnly(prefix) ? { ...ui, 'ui:readonly': true } : ui;
  const next: UiSchema = { ...ui };
  for (const [key, child] of Object.entries(properties))
    next[key] = lockUiSchema(
      ui[key] as UiSchema | undefined,
      child,
      `${prefix}.${key}`,
      isReadOnly,
    );
  return next;
}
