/**
 * /application/addresses: the selected applicant's addresses (spec section 3). A new address
 * starts in Magyarország; choosing a settlement fills an empty postcode with the settlement's.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaFormContext } from '../../components/form/index.ts';
import {
  type LoadedOption,
  defaultOptionLookups,
} from '../../components/form/theme/searchable-select/option-loaders.ts';
import type { AddressForm } from '../../../shared/mappers/address.ts';
import { addressResource } from './api/child-records.ts';
import { useDefaultCountry } from './api/default-country.ts';
import { RecordEditor } from './components/record-editor.tsx';
import { ApplicantPage } from './components/applicant-page.tsx';

interface Known {
  name: string;
  label: string;
  postalCode?: string;
}

/**
 * The countries and settlements met on the page (the edited record's, the default country, the
 * options picked), by loader and id: a stored id shows its name, and a picked settlement's
 * postcode is at hand when the form changes.
 */
function useKnownPlaces() {
  const known = useRef(new Map<string, Known>());
  const remember = (loader: string, id: number | string, place: Known) =>
    known.current.set(`${loader}:${id}`, place);
  const recall = (loader: string, id: number | string | undefined) =>
    id === undefined ? undefined : known.current.get(`${loader}:${id}`);
  const formContext = useMemo<SchemaFormContext>(() => {
    const lookup = (loader: string) => async (id: number | string) => {
      const place = known.current.get(`${loader}:${id}`);
      return place ? { id, label: place.label, value: {} } : null;
    };
    return {
      optionLookups: {
        ...defaultOptionLookups,
        countries: lookup('countries'),
        settlements: lookup('settlements'),
      },
      onOptionChosen: (loader: string, option: LoadedOption) => {
        const { name, postalCode } = option.value;
        known.current.set(`${loader}:${option.id}`, {
          name: typeof name === 'string' ? name : option.label,
          label: option.label,
          postalCode: typeof postalCode === 'string' ? postalCode : undefined,
        });
      },
    };
  }, [known]);
  return { remember, recall, formContext };
}

export function AddressesPage() {
  const { t } = useTranslation('applicant');
  const defaultCountry = useDefaultCountry();
  const places = useKnownPlaces();
  return (
    <ApplicantPage title={t('page.addresses')}>
      {(applicantId) => (
        <RecordEditor<AddressForm>
          key={applicantId}
          applicantId={applicantId}
          resource={addressResource}
          formId="applicant-address"
          title={t('page.addresses')}
          formContext={places.formContext}
          blank={() => ({
            addressType: '',
            country: defaultCountry,
            cityName: '',
            postalCode: '',
            address: '',
            lotNumber: '',
            source: 'PORTAL',
          })}
          toFormData={({ id: _id, version: _version, source: _source, country, city, ...data }) => {
            if (country)
              places.remember('countries', country.id, { name: country.name, label: country.name });
            if (city)
              places.remember('settlements', city.id, { name: city.name, label: city.name });
            return { ...data, country: country?.id, city: city?.id };
          }}
          fromFormData={(record, { country, city, ...data }) => {
            const chosenCity =
              typeof city === 'number' && city !== record.city?.id
                ? places.recall('settlements', city)
                : undefined;
            const typedPostalCode = typeof data.postalCode === 'string' ? data.postalCode : '';
            return {
              ...record,
              ...data,
              // A newly chosen settlement fills the postcode only when none is typed.
              ...(chosenCity?.postalCode && typedPostalCode.trim() === ''
                ? { postalCode: chosenCity.postalCode }
                : {}),
              country:
                typeof country === 'number'
                  ? { id: country, name: places.recall('countries', country)?.name ?? '' }
                  : undefined,
              city:
                typeof city === 'number'
                  ? {
                      id: city,
                      name:
                        record.city?.id === city
                          ? record.city.name
                          : (places.recall('settlements', city)?.name ?? ''),
                    }
                  : undefined,
            };
          }}
          columns={[
            {
              label: t('address.addressType'),
              value: (r) => (r.addressType ? t(`addressType.${r.addressType}`) : ''),
            },
            { label: t('address.country'), value: (r) => r.country?.name ?? '' },
            { label: t('address.postalCode'), value: (r) => r.postalCode },
            { label: t('address.city'), value: (r) => r.city?.name ?? r.cityName },
            { label: t('address.address'), value: (r) => r.address },
            { label: t('address.lotNumber'), value: (r) => r.lotNumber },
            { label: t('address.source'), value: (r) => t(`addressSource.${r.source}`) },
          ]}
        />
      )}
    </ApplicantPage>
  );
}
