/**
 * The list calls of an applicant's child records (addresses, owners, contacts, financial years):
 * each resource says how to list, save (create or update with its version) and delete, and the
 * record editor uses them through one hook, so the four screens behave the same.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type AddressForm,
  addressFromPayload,
  addressToPayload,
} from '../../../../shared/mappers/address.ts';
import {
  type ContactForm,
  contactFromPayload,
  contactToPayload,
} from '../../../../shared/mappers/contact.ts';
import {
  type FinancialYearForm,
  financialYearFromPayload,
  financialYearToPayload,
} from '../../../../shared/mappers/financial.ts';
import {
  type OwnerForm,
  newOwnerToPayload,
  ownerFromPayload,
  ownerToPayload,
} from '../../../../shared/mappers/owner.ts';
import type {
  CimPayload,
  KapcsolattartoPayload,
  PenzugyiAdatPayload,
  TulajdonosPayload,
} from '../../../../shared/mappers/payloads.ts';
import type { SizeDetermination } from '../../../../shared/enterprise-size.ts';

/** A record with the id and version every child record has once saved. */
export interface Versioned {
  id?: number;
  version?: number;
}

export interface ChildResource<T extends Versioned> {
  key: string;
  list(applicantId: number): Promise<T[]>;
  save(applicantId: number, record: T): Promise<unknown>;
  remove(applicantId: number, record: T & { id: number }): Promise<unknown>;
}

export const addressResource: ChildResource<AddressForm> = {
  key: 'addresses',
  async list(applicantId) {
    const rows = await api()
      .get(`tamogatast-igenylo-cimek/tamogatast-igenylo/${applicantId}`)
      .json<CimPayload[]>();
    return rows.map(addressFromPayload);
  },
  save: (applicantId, record) =>
    api()
      .post('tamogatast-igenylo-cimek', { json: addressToPayload(record, applicantId) })
      .json(),
  remove: (applicantId, record) =>
    api().delete(`tamogatast-igenylo-cimek/tamogatast-igenylo/${applicantId}/cim/${record.id}`),
};

export const ownerResource: ChildResource<OwnerForm> = {
  key: 'owners',
  async list(applicantId) {
    const rows = await api()
      .get(`tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/${applicantId}`)
      .json<TulajdonosPayload[]>();
    return rows.map(ownerFromPayload);
  },
  save: (applicantId, record) =>
    record.id === undefined
      ? api()
          .post('tamogatast-igenylo-tulajdonosok', { json: newOwnerToPayload(record, applicantId) })
          .json()
      : api()
          .put(`tamogatast-igenylo-tulajdonosok/tulajdonos/${record.id}`, {
            json: ownerToPayload(record),
          })
          .json(),
  remove: (_applicantId, record) =>
    api().delete(`tamogatast-igenylo-tulajdonosok/tulajdonos/${record.id}`),
};

export const contactResource: ChildResource<ContactForm> = {
  key: 'contacts',
  async list(applicantId) {
    const rows = await api()
      .get(`kapcsolattartok/tamogatast-igenylok/${applicantId}`)
      .json<KapcsolattartoPayload[]>();
    return rows.map(contactFromPayload);
  },
  save: (applicantId, record) => {
    const payload = contactToPayload({ ...record, applicantId });
    return record.id === undefined
      ? api().post('kapcsolattartok', { json: payload }).json()
      : api().put(`kapcsolattartok/${record.id}`, { json: payload }).json();
  },
  remove: (_applicantId, record) => api().delete(`kapcsolattartok/${record.id}`),
};

export interface FinancialData {
  years: FinancialYearForm[];
  size: SizeDetermination;
}

export async function getFinancialData(applicantId: number): Promise<FinancialData> {
  const data = await api()
    .get(`tamogatast-igenylok/${applicantId}/penzugyi-adatok`)
    .json<{ evek: PenzugyiAdatPayload[]; vallalkozasMeret: SizeDetermination }>();
  return { years: data.evek.map(financialYearFromPayload), size: data.vallalkozasMeret };
}

export const financialResource: ChildResource<FinancialYearForm> = {
  key: 'financial',
  async list(applicantId) {
    return (await getFinancialData(applicantId)).years;
  },
  save: (applicantId, record) => {
    const payload = financialYearToPayload({ ...record, applicantId });
    return record.id === undefined
      ? api().post('penzugyi-adatok', { json: payload }).json()
      : api().put(`penzugyi-adatok/${record.id}`, { json: payload }).json();
  },
  remove: (_applicantId, record) => api().delete(`penzugyi-adatok/${record.id}`),
};

export const childRecordsQueryKey = (key: string, applicantId: number) =>
  ['applicants', applicantId, key] as const;

export function childRecordsQueryOptions<T extends Versioned>(
  resource: ChildResource<T>,
  applicantId: number,
) {
  return queryOptions({
    queryKey: childRecordsQueryKey(resource.key, applicantId),
    queryFn: () => resource.list(applicantId),
  });
}

export function useFinancialData(applicantId: number) {
  return useQuery({
    queryKey: ['applicants', applicantId, 'financial-size'],
    queryFn: () => getFinancialData(applicantId),
  });
}

/** The list plus save and delete mutations that refresh it (and everything of the applicant). */
export function useChildRecords<T extends Versioned>(
  resource: ChildResource<T>,
  applicantId: number,
) {
  const queryClient = useQueryClient();
  const list = useQuery(childRecordsQueryOptions(resource, applicantId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['applicants', applicantId] });
  const save = useMutation({
    mutationFn: (record: T) => resource.save(applicantId, record),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (record: T & { id: number }) => resource.remove(applicantId, record),
    onSuccess: refresh,
  });
  return { list, save, remove, refresh };
}
