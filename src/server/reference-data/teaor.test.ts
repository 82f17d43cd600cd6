/**
 * The shipped TEÁOR'08 list is the whole class level of NACE Rev. 2 with the official Hungarian
 * titles (issue 20, item 10: only 79 codes were shipped before).
 */
import { describe, expect, it } from 'vitest';
import { SHIPPED_TEAOR_CLASSES, normaliseTeaorCode, shippedReferenceData } from './records.ts';

const all = shippedReferenceData().teaor;
const teaor = all.filter((row) => row.versio === '2008');
const byCode = new Map(teaor.map((row) => [row.kod, row]));
const teaor25 = all.filter((row) => row.versio === '2025');
const byCode25 = new Map(teaor25.map((row) => [row.kod, row]));

describe("shipped TEÁOR'08", () => {
  it('has every one of the 615 classes once, in 88 divisions, written NN.NN', () => {
    expect(teaor).toHaveLength(615);
    expect(SHIPPED_TEAOR_CLASSES['2008']).toBe(615);
    expect(byCode.size).toBe(615);
    expect(teaor.every((row) => /^\d{2}\.\d{2}$/.test(row.kod))).toBe(true);
    expect(new Set(teaor.map((row) => row.kod.slice(0, 2))).size).toBe(88);
    // Divisions that do not exist in NACE Rev. 2.
    for (const gap of ['04', '34', '40', '44', '48', '54', '57', '67', '76', '83', '89'])
      expect(teaor.some((row) => row.kod.startsWith(gap))).toBe(false);
  });

  it('names known classes by their official Hungarian titles', () => {
    const samples: Record<string, string> = {
      '01.11': 'Gabonaféle (kivéve: rizs), hüvelyes növény, olajos mag termesztése',
      '10.71': 'Kenyér; friss pékáru gyártása',
      '11.02': 'Szőlőbor termelése',
      '41.20': 'Lakó- és nem lakó épület építése',
      '47.11': 'Élelmiszer jellegű bolti vegyes kiskereskedelem',
      '49.39': 'M.n.s. egyéb szárazföldi személyszállítás',
      '55.10': 'Szállodai szolgáltatás',
      '55.20': 'Üdülési, egyéb átmeneti szálláshely-szolgáltatás',
      '55.30': 'Kempingszolgáltatás',
      '55.90': 'Egyéb szálláshely-szolgáltatás',
      '56.10': 'Éttermi, mozgó vendéglátás',
      '56.30': 'Italszolgáltatás',
      '62.01': 'Számítógépes programozás',
      '68.20': 'Saját tulajdonú, bérelt ingatlan bérbeadása, üzemeltetése',
      '79.12': 'Utazásszervezés',
      '82.30': 'Konferencia, kereskedelmi bemutató szervezése',
      '91.03': 'Történelmi hely, építmény, egyéb látványosság működtetése',
      '93.29': 'M.n.s. egyéb szórakoztatás, szabadidős tevékenység',
      '96.04': 'Fizikai közérzetet javító szolgáltatás',
      '99.00': 'Területen kívüli szervezet',
    };
    for (const [code, name] of Object.entries(samples))
      expect(byCode.get(code)?.megnevezes, code).toBe(name);
  });

  it('flags the tourism activities, and only a minority', () => {
    for (const code of ['55.10', '55.20', '55.30', '55.90', '56.10', '79.11', '79.12', '96.04'])
      expect(byCode.get(code)?.turisztikai, code).toBe(true);
    for (const code of ['01.11', '64.19', '84.11'])
      expect(byCode.get(code)?.turisztikai).toBe(false);
    expect(teaor.filter((row) => row.turisztikai).length).toBeLessThan(60);
  });

  it('reads a code with or without its dot', () => {
    expect(normaliseTeaorCode('5510')).toBe('55.10');
    expect(normaliseTeaorCode('55.10')).toBe('55.10');
  });
});

/**
 * TEÁOR'25 is NACE Rev. 2.1 (651 classes in 87 divisions), taken from KSH's structure workbook
 * (decision 0046). The same code can name another activity than in TEÁOR'08.
 */
describe("shipped TEÁOR'25", () => {
  it('has every one of the 651 classes once, in 87 divisions, written NN.NN', () => {
    expect(all).toHaveLength(615 + 651);
    expect(teaor25).toHaveLength(651);
    expect(SHIPPED_TEAOR_CLASSES['2025']).toBe(651);
    expect(byCode25.size).toBe(651);
    expect(teaor25.every((row) => /^\d{2}\.\d{2}$/.test(row.kod))).toBe(true);
    expect(new Set(teaor25.map((row) => row.kod.slice(0, 2))).size).toBe(87);
    // NACE Rev. 2.1 folded division 45 (motor vehicle trade) into 46, 47 and 95.
    expect(teaor25.some((row) => row.kod.startsWith('45'))).toBe(false);
  });

  it('names known classes by their official Hungarian titles, new classes included', () => {
    const samples: Record<string, string> = {
      '01.11': 'Gabonaféle (kivéve: rizs), hüvelyes növény, olajos mag termesztése',
      '10.71': 'Kenyér; friss pékáru gyártása',
      '41.00': 'Lakó- és nem lakóépület építése',
      '55.10': 'Szállodai szolgáltatás',
      '55.20': 'Üdülési célú és egyéb rövid távú szálláshely-szolgáltatás',
      '55.40': 'Szálláshely-szolgáltatás közvetítése',
      '56.11': 'Éttermi vendéglátás',
      '56.40': 'Étel- és italszolgáltatás közvetítése',
      '62.10': 'Számítógépes programozás',
      '79.12': 'Utazásszervezés',
      '82.30': 'Konferencia, kereskedelmi bemutató szervezése',
      '91.21': 'Múzeumi, gyűjteményi tevékenység',
      '93.29': 'M.n.s. szórakoztatás, szabadidős tevékenység',
      '96.23': 'Fürdő-, szauna-, gőzfürdő-szolgáltatás',
      '99.00': 'Területen kívüli szervezet',
    };
    for (const [code, name] of Object.entries(samples))
      expect(byCode25.get(code)?.megnevezes, code).toBe(name);
  });

  it("keeps codes apart from TEÁOR'08 where the meaning changed", () => {
    // 91.02 was museums in TEÁOR'08; TEÁOR'25 numbers museums 91.21 and has no 91.02.
    expect(byCode.get('91.02')?.megnevezes).toBe('Múzeumi tevékenység');
    expect(byCode25.has('91.02')).toBe(false);
    expect(byCode.has('56.11')).toBe(false);
    expect(byCode25.has('56.10')).toBe(false);
  });

  it('flags the tourism activities, and only a minority', () => {
    for (const code of ['55.10', '55.20', '55.30', '55.40', '55.90', '56.11', '79.12', '96.23'])
      expect(byCode25.get(code)?.turisztikai, code).toBe(true);
    for (const code of ['01.11', '62.10', '84.11'])
      expect(byCode25.get(code)?.turisztikai, code).toBe(false);
    expect(teaor25.filter((row) => row.turisztikai).length).toBeLessThan(60);
  });
});
