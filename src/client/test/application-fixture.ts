/**
 * A whole application as the server sends it (every field of schemas/api/applications'
 * `application` is required), for component tests that stub an answer carrying one.
 */
import type { Application } from '../application/api/types.ts';

/** Application 7 of applicant 1 under call 1, submitted; `changes` replace fields. */
export function applicationFixture(changes: Partial<Application> = {}): Application {
  return {
    id: 7,
    azonosito: 'TP-2026-01-000007',
    munkaAzonosito: 'M-7',
    projektCim: 'Próba',
    tamogatastIgenylo: { id: 1, nev: 'Próba Kft.' },
    tervezettKezdet: null,
    tenylegesKezdet: null,
    rovidLeiras: null,
    szakmaiTartalom: null,
    kincstariKor: null,
    afaStatusz: null,
    tervezettFizikaiBefejezes: null,
    tenylegesFizikaiBefejezes: null,
    zaroElszamolasBenyujtasa: null,
    elszamolhatosagKezdete: null,
    elszamolhatoKoltseg: null,
    palyazatiFelhivas: { id: 1, cim: 'Felhívás', azonosito: 'felhivas' },
    munkahelynovekedes: null,
    mukodesiEredmeny: null,
    palyazatEgyediMezok: { id: 1, nev: 'felhivas' },
    felelos: null,
    benyujtasDatuma: '2026-11-20T09:00:00.000Z',
    statusz: 'UNDER_EVALUATION',
    benyujtasAllapot: null,
    projektForrasok: [],
    megvalositasiHelyszin: [],
    inditasDatuma: '2026-11-01T09:00:00.000Z',
    statuszjelentesAutoGeneralhato: false,
    callForProposalTitle: 'Felhívás',
    igenyeltTamogatas: null,
    igenyeltEloleg: null,
    verzio: 5,
    ...changes,
  };
}
