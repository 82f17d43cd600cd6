/**
 * A choice from a long, server-side list (TEÁOR codes, countries, settlements) as Blueprint's
 * Suggest: typing filters through a named loader (option-loaders.ts). An object field stores
 * the option's value ({id, name, …}); a string or integer field stores its id.
 * ui:options: loader (name), minQueryLength (default 0).
 *
 * Keyboard (issue 20, item 2): the list opens on a key press, not on focus, so tabbing through
 * the form does not pop it open; Enter chooses the highlighted option and never submits the
 * form around it; after a choice the focus stays in the field. A stored bare id is shown by its
 * option's label (formContext.optionLookups), never as the id itself.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import { useFormTranslation } from '../form-translation.ts';
import {
  defaultOptionLoaders,
  defaultOptionLookups,
  type LoadedOption,
  type OptionLoader,
  type OptionLookup,
} from './option-loaders.ts';

const DEBOUNCE_MS = 250;

function labelOfValue(value: unknown): string {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : '';
    return typeof record.code === 'string' && record.code ? `${record.code} ${name}` : name;
  }
  return value === undefined || value === null ? '' : String(value);
}

const renderItem: ItemRenderer<LoadedOption> = (
  item,
  { handleClick, handleFocus, modifiers, ref },
) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={item.id}
      ref={ref}
      text={item.label}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

function SearchableSelectWidgetBase({
  id,
  value,
  disabled,
  readonly,
  required,
  schema,
  options,
  registry,
  rawErrors,
  onChange,
  onBlur,
  placeholder,
}: WidgetProps) {
  const { t } = useFormTranslation();
  const loaders =
    (registry.formContext?.optionLoaders as Record<string, OptionLoader> | undefined) ??
    defaultOptionLoaders;
  const lookups =
    (registry.formContext?.optionLookups as Record<string, OptionLookup> | undefined) ??
    defaultOptionLookups;
  const loader = loaders[String(options.loader ?? '')];
  const lookup = lookups[String(options.loader ?? '')];
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [looked, setLooked] = useState<LoadedOption | null>(null);
  const minQueryLength = typeof options.minQueryLength === 'number' ? options.minQueryLength : 0;
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<LoadedOption[]>([]);
  const [failed, setFailed] = useState(false);
  const storesObject = schema.type === 'object';

  useEffect(() => {
    if (!loader || query.length < minQueryLength) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loader(query, controller.signal).then(
        (loaded) => {
          setFailed(false);
          setItems(loaded);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loader, query, minQueryLength]);

  const storedId: number | string | null =
    value === undefined || value === null || value === ''
      ? null
      : storesObject
        ? ((value as { id?: number | string }).id ?? null)
        : (value as number | string);
  const knownItem = storedId === null ? undefined : items.find((item) => item.id === storedId);
  // A bare id (not an object with its name) that no loaded option explains: look its label up.
  const needsLookup = !storesObject && storedId !== null && !knownItem && looked?.id !== storedId;
  useEffect(() => {
    if (!needsLookup || !lookup || storedId === null) return undefined;
    const controller = new AbortController();
    lookup(storedId, controller.signal).then(
      (found) => {
        if (found) setLooked(found);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [needsLookup, lookup, storedId]);

  const shownItems = loader && query.length >= minQueryLength ? items : [];
  const selectedItem = useMemo<LoadedOption | null>(() => {
    if (storedId === null) return null;
    if (knownItem) return knownItem;
    if (looked?.id === storedId) return looked;
    return {
      id: String(storedId),
      // An object value carries its own name; a bare id shows nothing until its label is known.
      label: storesObject ? labelOfValue(value) : '',
      value: {},
    };
  }, [storedId, knownItem, looked, storesObject, value]);

  const handleSelect = useCallback(
    (item: LoadedOption) => {
      setLooked(item);
      const onOptionChosen = registry.formContext?.onOptionChosen as
        ((loader: string, option: LoadedOption) => void) | undefined;
      onOptionChosen?.(String(options.loader ?? ''), item);
      onChange(storesObject ? item.value : item.id);
      // Blueprint blurs the input on a choice; the person stays in the field they chose in.
      requestAnimationFrame(() => inputRef.current?.focus());
    },
    [onChange, storesObject, registry.formContext, options.loader],
  );

  return (
    <Suggest<LoadedOption>
      items={shownItems}
      selectedItem={selectedItem}
      itemRenderer={renderItem}
      itemsEqual={(a, b) => a.id === b.id}
      inputValueRenderer={(item) => item.label}
      onItemSelect={handleSelect}
      query={query}
      onQueryChange={setQuery}
      disabled={disabled || readonly}
      fill
      resetOnClose
      openOnKeyDown
      noResults={
        <MenuItem
          disabled
          text={failed ? t('form:theme.loadFailed') : t('form:theme.noResults')}
          roleStructure="listoption"
        />
      }
      inputProps={{
        id,
        inputRef,
        required,
        placeholder: placeholder || t('form:theme.search'),
        'aria-invalid': (rawErrors?.length ?? 0) > 0,
        onBlur: () => onBlur(id, value),
        onKeyDown: (event) => {
          // Enter picks an option (Blueprint does it on key up); it must not submit the form.
          if (event.key === 'Enter') event.preventDefault();
        },
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}

export const SearchableSelectWidget = memo(SearchableSelectWidgetBase);
