/**
 * call.json: its schema (schemas/calls/call.schema.json), then what the schema cannot say: the
 * identifier is the folder's name, dates and amount limits are in order, amounts fit the
 * rounding step.
 */
import callSchema from '../../../../schemas/calls/call.schema.json' with { type: 'json' };
import { budapestLocalToDate } from '../../../shared/budapest-time.ts';
import type { CallJson } from '../catalogue.ts';
import { type Report, metaAjv } from './report.ts';

export const validateCallJson = metaAjv.compile(callSchema);

/** The rules between call.json's fields, on a file that matches its schema. */
export function checkCallJson(call: CallJson, folder: string, report: Report): void {
  if (call.identifier !== folder)
    report(`identifier '${call.identifier}' must equal the folder name '${folder}'`);
  if (call.endDate && budapestLocalToDate(call.endDate) <= budapestLocalToDate(call.startDate))
    report('endDate must be after startDate');
  if (
    call.implementationStart &&
    call.implementationEnd &&
    call.implementationEnd < call.implementationStart
  )
    report('implementationEnd must not be before implementationStart');
  if (call.minAmount !== null && call.minAmount > call.maxAmount)
    report('minAmount must not exceed maxAmount');
  if (
    call.minGrantAmount !== null &&
    call.maxGrantAmount !== null &&
    call.minGrantAmount > call.maxGrantAmount
  )
    report('minGrantAmount must not exceed maxGrantAmount');
  if (call.minSelectableMonitoring > call.maxSelectableMonitoring)
    report('minSelectableMonitoring must not exceed maxSelectableMonitoring');
  if (call.minimumEligibilityScore > call.maximumAvailableScore)
    report('minimumEligibilityScore must not exceed maximumAvailableScore');
  if (call.maxAmount % call.roundingStep !== 0)
    report('maxAmount must be a multiple of roundingStep');
  if (call.minAmount !== null && call.minAmount % call.roundingStep !== 0)
    report('minAmount must be a multiple of roundingStep');
}
