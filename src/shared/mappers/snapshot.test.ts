import { describe, expect, it } from 'vitest';
import { masterDataSnapshotFromPayload } from './snapshot.ts';

describe('frozen master data mapper', () => {
  it('answers null before a first submission', () => {
    expect(masterDataSnapshotFromPayload({ pillanatkep: null })).toBeNull();
  });

  it('maps the snapshot with the base data and owners through their own mappers', () => {
    const snapshot = masterDataSnapshotFromPayload({
      pillanatkep: {
        benyujtva: '2026-03-02T09:30:00.000Z',
        palyazat: { id: 41, azonosito: 'TP-2026-03-000041', projektCim: null },
        tamogatastIgenylo: { id: 7, nev: 'Példa Kft.', adoszam: '12345678-2-41', verzio: 3 },
        tulajdonosok: [
          {
            id: 2,
            tipus: 'JOGI_SZEMELY',
            nev: 'Anyavállalat Zrt.',
            tulajdoniHanyad: 100,
            verzio: 1,
            szavazatiJog: 100,
            bejegyzesOrszaga: { id: 1, nev: 'Magyarország' },
          },
        ],
      },
    });
    expect(snapshot).toMatchObject({
      submittedAt: '2026-03-02T09:30:00.000Z',
      application: { id: 41, identifier: 'TP-2026-03-000041', projectTitle: '' },
      applicant: { id: 7, name: 'Példa Kft.', shortName: '', teaor: { id: 0 }, version: 3 },
      owners: [
        {
          id: 2,
          type: 'JOGI_SZEMELY',
          name: 'Anyavállalat Zrt.',
          ownershipShare: 100,
          registeredCountry: { id: 1, name: 'Magyarország' },
          taxNumber: '',
        },
      ],
    });
  });
});
