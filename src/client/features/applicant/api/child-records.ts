/**
 * The list calls of an applicant's child records (addresses, owners, contacts, financial years):
 * each resource says how to list, save (create or update with its version) and delete, and the
 * record editor uses them through one hook, so the four screens behave the same.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type AddressForm, addressToPayload } from '../../../../shared/mappers/address.ts';
import { getApplicantAddresses } from '../../../application/api/get-applicant-addresses.ts';
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
import type { SizeDetermination } from '../../../../shared/enterprise-size.ts';
import { contactListResponse } from '../../../generated/zod/master-data/contacts.ts';
import { financialGetResponse } from '../../../generated/zod/master-data/financial.ts';
import { ownerListResponse } from '../../../generated/zod/master-data/owners.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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
  // Listed by the one query of the applicant's addresses, which the loan claim reads as well.
  key: 'addresses',
  list: getApplicantAddresses,
  save: (applicantId, record) =>
    api().post('tamogatast-igenylo-cimek', { json: addressToPayload(record, applicantId) }),
  remove: (applicantId, record) =>
    api().delete(`tamogatast-igenylo-cimek/tamogatast-igenylo/${applicantId}/cim/${record.id}`),
};

export const ownerResource: ChildResource<OwnerForm> = {
  key: 'owners',
  async list(applicantId) {
    const rows = await parseResponse(
      api().get(`tamogatast-igenylo-tulajdonosok/tamogatast-igenylo/${applicantId}`),
      ownerListResponse,
    );
    return rows.map(ownerFromPayload);
  },
  save: (applicantId, record) =>
    record.id === undefined
      ? api().post('tamogatast-igenylo-tulajdonosok', {
          json: newOwnerToPayload(record, applicantId),
        })
      : api().put(`tamogatast-igenylo-tulajdonosok/tulajdonos/${record.id}`, {
          json: ownerToPayload(record),
        }),
  remove: (_applicantId, record) =>
    api().delete(`tamogatast-igenylo-tulajdonosok/tulajdonos/${record.id}`),
};

export const contactResource: ChildResource<ContactForm> = {
  key: 'contacts',
  async list(applicantId) {
    const rows = await parseResponse(
      api().get(`kapcsolattartok/tamogatast-igenylok/${applicantId}`),
      contactListResponse,
    );
    return rows.map(contactFromPayload);
  },
  save: (applicantId, record) => {
    const payload = contactToPayload({ ...record, applicantId });
    return record.id === undefined
      ? api().post('kapcsolattartok', { json: payload })
      : api().put(`kapcsolattartok/${record.id}`, { json: payload });
  },
  remove: (_applicantId, record) => api().delete(`kapcsolattartok/${record.id}`),
};

export interface FinancialData {
  years: FinancialYearForm[];
  size: SizeDetermination;
}

export async function getFinancialData(applicantId: number): Promise<FinancialData> {
  const data = await parseResponse(
    api().get(`tamogatast-igenylok/${applicantId}/penzugyi-adatok`),
    financialGetResponse,
  );
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
      ? api().post('penzugyi-adatok', { json: payload })
      : api().put(`penzugyi-adatok/${record.id}`, { json: payload });
  },
  remove: (_applicantId, record) => api().delete(`penzugyi-adatok/${record.id}`),
};

export function childRecordsQueryOptions<T extends Versioned>(
  resource: ChildResource<T>,
  applicantId: number,
) {
  return queryOptions({
    queryKey: queryKeys.applicantRecords(applicantId, resource.key),
    queryFn: () => resource.list(applicantId),
  });
}

export function useFinancialData(applicantId: number) {
  return useQuery({
    queryKey: queryKeys.financialSize(applicantId),
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
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.applicant(applicantId) });
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
