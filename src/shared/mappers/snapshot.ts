/**
 * The frozen master data of the last submission (docs/decisions/0009): Hungarian payload →
 * English model. Read-only, so there is no way back; base data and owners go through their own
 * mappers, so the -old screens compare like with like.
 */
import { type ApplicantForm, applicantFromPayload } from './applicant.ts';
import { type OwnerForm, ownerFromPayload } from './owner.ts';
import type { TorzsadatPillanatkepValaszPayload } from './payloads.ts';

export interface MasterDataSnapshot {
  /** When the submission froze the data (ISO 8601). */
  submittedAt: string;
  /** The application whose submission froze it. */
  application: { id: number; identifier: string; projectTitle: string };
  applicant: ApplicantForm;
  owners: OwnerForm[];
}

/** The snapshot of the answer, or null before a first submission. */
export function masterDataSnapshotFromPayload(
  payload: TorzsadatPillanatkepValaszPayload,
): MasterDataSnapshot | null {
  const snapshot = payload.pillanatkep;
  if (!snapshot) return null;
  return {
    submittedAt: snapshot.benyujtva,
    application: {
      id: snapshot.palyazat.id,
      identifier: snapshot.palyazat.azonosito,
      projectTitle: snapshot.palyazat.projektCim ?? '',
    },
    applicant: applicantFromPayload(snapshot.tamogatastIgenylo),
    owners: snapshot.tulajdonosok.map(ownerFromPayload),
  };
}
