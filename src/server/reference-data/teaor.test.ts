/**
 * The shipped TEÁOR'08 list is the whole class level of NACE Rev. 2 with the official Hungarian
 * titles (issue 20, item 10: only 79 codes were shipped before).
 */
import { describe, expect, it } from 'vitest';
import { SHIPPED_TEAOR_CLASSES, normaliseTeaorCode, shippedReferenceData } from './records.ts';

const teaor = shippedReferenceData().teaor;
const byCode = new Map(teaor.map((row) => [row.kod, row]));

describe("shipped TEÁOR'08", () => {
  it('has every one of the 615 classes once, in 88 divisions, written NN.NN', () => {
    expect(teaor).toHaveLength(615);
    expect(SHIPPED_TEAOR_CLASSES).toBe(615);
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
