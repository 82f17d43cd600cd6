/**
 * While a supplement is requested, only what the request names may change (the server refuses the
 * rest, docs/decisions/0010); the screens show everything else read-only through this hook.
 */
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { isUnlocked } from '../../shared/supplement-items.ts';
import {
  type SupplementRequest,
  useSupplementRequest,
} from '../features/applications/api/get-supplement-request.ts';

export interface SupplementLock {
  /** The open request, or null when no supplement is requested. */
  request: SupplementRequest | null;
  /** True when `item` (e.g. `loanClaim.projektCim`, `knockOut.KO-1`) may not be changed now. */
  isReadOnly(item: string): boolean;
}

export function useSupplementLock(tenderId: number): SupplementLock {
  const request = useSupplementRequest(tenderId).data ?? null;
  return useMemo(
    () => ({
      request,
      isReadOnly: (item: string) => request !== null && !isUnlocked(request.tetelek, item),
    }),
    [request],
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
