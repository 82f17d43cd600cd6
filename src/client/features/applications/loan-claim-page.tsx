/**
 * /application/loan-claim: requested support, eligible cost, advance, project title and short
 * description, planned dates, VAT status A–G, treasury circle, job growth, operating result,
 * implementation sites (the applicant's addresses) and project sources. Amounts are typed and
 * shown in Hungarian format; autosave sends drafts, "Mentés" checks against the call's limits.
 */
import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../components/form/index.ts';
import { problemOf } from './api/problem.ts';
import { api } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toaster.tsx';
import { useSelection } from '../../app/selection.tsx';
import { useApplication } from './api/get-application.ts';
import { saveApplicationSection } from './api/save-application-section.ts';
import type { Application, FieldIssue, SaveResult } from './api/types.ts';
import { AutosaveIndicator } from './components/autosave-status.tsx';
import { RequireTender } from './components/require-tender.tsx';
import { LockedField, SupplementCallout } from './components/supplement-callout.tsx';
import { useSupplementLock } from './hooks/use-supplement-lock.ts';
import { readLocalDraft, useAutosave } from './hooks/use-autosave.ts';

const VAT = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const SOURCES = ['SAJAT_FORRAS', 'BANKI_HITEL', 'EGYEB_TAMOGATAS', 'EGYEB'] as const;
const AMOUNTS = [
  'igenyeltTamogatas',
  'elszamolhatoKoltseg',
  'igenyeltEloleg',
  'mukodesiEredmeny',
] as const;

type Claim = Pick<
  Application,
  | 'projektCim'
  | 'rovidLeiras'
  | 'igenyeltTamogatas'
  | 'elszamolhatoKoltseg'
  | 'igenyeltEloleg'
  | 'tervezettKezdet'
  | 'tervezettFizikaiBefejezes'
  | 'afaStatusz'
  | 'kincstariKor'
  | 'munkahelynovekedes'
  | 'mukodesiEredmeny'
  | 'megvalositasiHelyszin'
  | 'projektForrasok'
>;

function claimOf(application: Application): Claim {
  const {
    projektCim,
    rovidLeiras,
    igenyeltTamogatas,
    elszamolhatoKoltseg,
    igenyeltEloleg,
    tervezettKezdet,
    tervezettFizikaiBefejezes,
    afaStatusz,
    kincstariKor,
    munkahelynovekedes,
    mukodesiEredmeny,
    megvalositasiHelyszin,
    projektForrasok,
  } = application;
  return {
    projektCim,
    rovidLeiras,
    igenyeltTamogatas,
    elszamolhatoKoltseg,
    igenyeltEloleg,
    tervezettKezdet,
    tervezettFizikaiBefejezes,
    afaStatusz,
    kincstariKor,
    munkahelynovekedes,
    mukodesiEredmeny,
    megvalositasiHelyszin,
    projektForrasok,
  };
}

function useAddresses(applicantId: number | null) {
  return useQuery({
    queryKey: ['addresses', applicantId],
    enabled: applicantId !== null,
    queryFn: () =>
      api().get(`tamogatast-igenylo-cimek/tamogatast-igenylo/${applicantId}`).json<
        Array<{
          id: number;
          iranyitoszam: string | null;
          telepulesNev: string | null;
          telepules?: { megnevezes: string } | null;
          cim: string | null;
          cimTipus: string;
        }>
      >(),
  });
}

function LoanClaimForm({ application }: { application: Application }) {
  const { t } = useTranslation('calls');
  const client = useQueryClient();
  const { applicant } = useSelection();
  const addresses = useAddresses(applicant?.id ?? null).data ?? [];
  const key = `loan-claim:${application.id}`;
  const [claim, setClaim] = useState<Claim>(
    () => readLocalDraft<Claim>(key, application.verzio) ?? claimOf(application),
  );
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const lock = useSupplementLock(application.id);

  const onSaved = useCallback(
    (result: SaveResult) => {
      setIssues(result.hibak);
      void client.invalidateQueries({ queryKey: ['applications'] });
    },
    [client],
  );
  const save = useCallback(
    (value: Claim, version: number, leaving: boolean) =>
      saveApplicationSection(application.id, 'hiteligenyles', { ...value, verzio: version }, true, {
        leaving,
      }),
    [application.id],
  );
  const autosave = useAutosave<Claim>({ key, version: application.verzio, save, onSaved });

  const update = <K extends keyof Claim>(field: K, value: Claim[K]) => {
    const next = { ...claim, [field]: value };
    setClaim(next);
    autosave.change(next);
  };
  const issuesOf = (field: string) => issues.filter((issue) => issue.mezo === field);
  const helper = (field: string) => {
    const list = issuesOf(field);
    return list.length > 0 ? list.map((issue) => issue.uzenet).join(' ') : undefined;
  };
  const ownFunds = useMemo(
    () => claim.projektForrasok.find((source) => source.forras === 'SAJAT_FORRAS')?.osszeg ?? null,
    [claim.projektForrasok],
  );

  const onSubmit = async () => {
    await autosave.flush();
    setSaving(true);
    try {
      const result = await saveApplicationSection(
        application.id,
        'hiteligenyles',
        { ...claim, verzio: autosave.currentVersion() },
        false,
      );
      autosave.setVersion(result.verzio);
      onSaved(result);
      void showToast(t('loanClaim.saved'), 'success');
    } catch (error) {
      const body = problemOf(error);
      {
        if (body?.hibak) setIssues(body.hibak);
        void showToast(body?.message ?? t('errors.validationFailed'), 'danger');
      }
    } finally {
      setSaving(false);
    }
  };

  const group = (field: keyof Claim, control: React.ReactNode, required = true) => (
    <FormGroup
      label={t(`loanClaim.${field}`)}
      labelFor={`loan-${field}`}
      labelInfo={required ? '*' : undefined}
      intent={issuesOf(field).length > 0 ? 'danger' : 'none'}
      helperText={helper(field)}
    >
      <LockedField lock={lock} item={`loanClaim.${field}`}>
        {control}
      </LockedField>
    </FormGroup>
  );

  return (
    <form
      className="loan-claim-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <AutosaveIndicator status={autosave.status} />
      {group(
        'projektCim',
        <InputGroup
          id="loan-projektCim"
          value={claim.projektCim ?? ''}
          maxLength={250}
          onChange={(e) => update('projektCim', e.currentTarget.value)}
        />,
      )}
      {group(
        'rovidLeiras',
        <TextArea
          id="loan-rovidLeiras"
          fill
          rows={4}
          maxLength={2000}
          value={claim.rovidLeiras ?? ''}
          onChange={(e) => update('rovidLeiras', e.currentTarget.value)}
        />,
      )}
      {AMOUNTS.map((field) =>
        group(
          field,
          <AmountInput
            id={`loan-${field}`}
            value={claim[field] ?? undefined}
            invalid={issuesOf(field).length > 0}
            onChange={(value) => update(field, value ?? null)}
          />,
          field !== 'igenyeltEloleg' && field !== 'mukodesiEredmeny',
        ),
      )}
      {group(
        'tervezettKezdet',
        <InputGroup
          id="loan-tervezettKezdet"
          type="date"
          value={claim.tervezettKezdet ?? ''}
          onChange={(e) => update('tervezettKezdet', e.currentTarget.value || null)}
        />,
      )}
      {group(
        'tervezettFizikaiBefejezes',
        <InputGroup
          id="loan-tervezettFizikaiBefejezes"
          type="date"
          value={claim.tervezettFizikaiBefejezes ?? ''}
          onChange={(e) => update('tervezettFizikaiBefejezes', e.currentTarget.value || null)}
        />,
      )}
      {group(
        'afaStatusz',
        <HTMLSelect
          id="loan-afaStatusz"
          value={claim.afaStatusz ?? ''}
          onChange={(e) => update('afaStatusz', e.currentTarget.value || null)}
          options={[
            { value: '', label: t('loanClaim.choose') },
            ...VAT.map((value) => ({ value, label: value })),
          ]}
        />,
      )}
      <RadioGroup
        disabled={lock.isReadOnly('loanClaim.kincstariKor')}
        label={`${t('loanClaim.kincstariKor')} *`}
        name="loan-kincstariKor"
        inline
        selectedValue={claim.kincstariKor === null ? undefined : String(claim.kincstariKor)}
        onChange={(e) => update('kincstariKor', e.currentTarget.value === 'true')}
      >
        <Radio label={t('loanClaim.yes')} value="true" />
        <Radio label={t('loanClaim.no')} value="false" />
      </RadioGroup>
      {group(
        'munkahelynovekedes',
        <InputGroup
          id="loan-munkahelynovekedes"
          inputMode="numeric"
          value={claim.munkahelynovekedes === null ? '' : String(claim.munkahelynovekedes)}
          onChange={(e) =>
            update(
              'munkahelynovekedes',
              /^\d+$/.test(e.currentTarget.value) ? Number(e.currentTarget.value) : null,
            )
          }
        />,
        false,
      )}
      <FormGroup
        label={t('loanClaim.megvalositasiHelyszin')}
        labelInfo="*"
        intent={issuesOf('megvalositasiHelyszin').length > 0 ? 'danger' : 'none'}
        helperText={
          helper('megvalositasiHelyszin') ??
          (addresses.length === 0 ? t('loanClaim.noAddresses') : undefined)
        }
      >
        {addresses.map((address) => (
          <Checkbox
            key={address.id}
            label={[
              address.iranyitoszam,
              address.telepules?.megnevezes ?? address.telepulesNev,
              address.cim,
            ]
              .filter(Boolean)
              .join(' ')}
            checked={claim.megvalositasiHelyszin.some((site) => site.id === address.id)}
            disabled={lock.isReadOnly('loanClaim.megvalositasiHelyszin')}
            onChange={(e) =>
              update(
                'megvalositasiHelyszin',
                e.currentTarget.checked
                  ? [...claim.megvalositasiHelyszin, { id: address.id }]
                  : claim.megvalositasiHelyszin.filter((site) => site.id !== address.id),
              )
            }
          />
        ))}
      </FormGroup>
      <fieldset disabled={lock.isReadOnly('loanClaim.projektForrasok')}>
        <legend>{t('loanClaim.projektForrasok')}</legend>
        {SOURCES.map((source) => {
          const current =
            claim.projektForrasok.find((item) => item.forras === source)?.osszeg ?? null;
          return (
            <FormGroup
              key={source}
              label={t(`loanClaim.forras.${source}`)}
              labelFor={`loan-source-${source}`}
              helperText={source === 'SAJAT_FORRAS' ? helper('projektForrasok') : undefined}
              intent={
                source === 'SAJAT_FORRAS' && issuesOf('projektForrasok').length > 0
                  ? 'danger'
                  : 'none'
              }
            >
              <AmountInput
                id={`loan-source-${source}`}
                value={current ?? undefined}
                onChange={(value) =>
                  update('projektForrasok', [
                    ...claim.projektForrasok.filter((item) => item.forras !== source),
                    ...(value === undefined ? [] : [{ forras: source, osszeg: value }]),
                  ])
                }
              />
            </FormGroup>
          );
        })}
        {ownFunds === null && <Callout intent="none">{t('loanClaim.ownFundsHint')}</Callout>}
      </fieldset>
      <Button type="submit" intent="primary" loading={saving}>
        {t('actions.save')}
      </Button>
    </form>
  );
}

export function LoanClaimPage() {
  const { t } = useTranslation('calls');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('sections.loanClaim')}</h1>
      <RequireTender>
        {(tenderId) => (
          <>
            <SupplementCallout tenderId={tenderId} />
            <LoanClaimLoader tenderId={tenderId} />
          </>
        )}
      </RequireTender>
    </section>
  );
}

function LoanClaimLoader({ tenderId }: { tenderId: number }) {
  const { data } = useApplication(tenderId);
  if (!data) return null;
  return <LoanClaimForm key={data.palyazat.id} application={data.palyazat} />;
}
