/**
 * A choice from a long, server-side list (TEÁOR codes, countries, settlements) as Blueprint's
 * Suggest: typing filters through a named loader (option-loaders.ts). An object field stores
 * the option's value ({id, name, …}); a string or integer field stores its id.
 * ui:options: loader (name), minQueryLength (default 0).
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { defaultOptionLoaders, type LoadedOption, type OptionLoader } from './option-loaders.ts';

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
  const { t } = useTranslation();
  const loaders =
    (registry.formContext?.optionLoaders as Record<string, OptionLoader> | undefined) ??
    defaultOptionLoaders;
  const loader = loaders[String(options.loader ?? '')];
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

  const shownItems = loader && query.length >= minQueryLength ? items : [];
  const selectedItem = useMemo<LoadedOption | null>(() => {
    if (value === undefined || value === null || value === '') return null;
    const known = items.find((item) =>
      storesObject ? item.id === (value as { id?: unknown }).id : item.id === value,
    );
    return (
      known ?? {
        id: storesObject ? String((value as { id?: unknown }).id) : String(value),
        label: labelOfValue(value),
        value: {},
      }
    );
  }, [value, items, storesObject]);

  const handleSelect = useCallback(
    (item: LoadedOption) => onChange(storesObject ? item.value : item.id),
    [onChange, storesObject],
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
      noResults={
        <MenuItem
          disabled
          text={failed ? t('form:theme.loadFailed') : t('form:theme.noResults')}
          roleStructure="listoption"
        />
      }
      inputProps={{
        id,
        required,
        placeholder: placeholder || t('form:theme.search'),
        'aria-invalid': (rawErrors?.length ?? 0) > 0,
        onBlur: () => onBlur(id, value),
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}

export const SearchableSelectWidget = memo(SearchableSelectWidgetBase);
