/**
 * rjsf's element ids: idPrefix 'root', separator '_' ('root_owners_1_name'). The error summary
 * turns an error's property path into the id of the field it links to.
 */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '_';

/** '.owners.1.name' or 'owners.1.name' → 'root_owners_1_name'. */
export function fieldIdOf(property: string | undefined): string {
  const segments = (property ?? '').split('.').filter(Boolean);
  return [ID_PREFIX, ...segments].join(ID_SEPARATOR);
}

/** Moves focus to a field: the element with the id, or the first control inside it. */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const control = element.matches('input, select, textarea, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
  const target = control ?? element;
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
  return document.activeElement === target;
}
