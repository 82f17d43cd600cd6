/**
 * Checks the embedded signature of a signed final document (PAdES / adbe.pkcs7.detached): the
 * signature's ByteRange must cover the whole file except the signature's own hex contents (so
 * nothing was added or changed after signing, not even as an incremental update), the CMS
 * SignedData must verify over exactly those bytes, and the signer's certificate must chain to one
 * of the trusted CAs (docs/decisions/0016). CMS and X.509 are handled by pkijs, not by hand.
 */
import { createHash, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as Crypto }));

/** Why a signed document is refused; each reason has a 'progress' errors.* text. */
export type SignatureRefusal =
  'signatureMissing' | 'signatureNotWholeDocument' | 'signatureInvalid' | 'signatureUntrusted';

export class SignatureRefused extends Error {
  readonly reason: SignatureRefusal;
  constructor(reason: SignatureRefusal) {
    super(reason);
    this.reason = reason;
    this.name = 'SignatureRefused';
  }
}

/** The signer as recorded with the submission. */
export interface SignerCertificate {
  subject: string;
  issuer: string;
  serialNumber: string;
  /** SHA-256 (hex) of the certificate's DER. */
  sha256: string;
}

export interface VerifiedSignature {
  /** The bytes the signature covers (the whole file without the signature's contents). */
  signedContent: Buffer;
  signer: SignerCertificate;
}

/** Every certificate of the PEM files (a file may hold a bundle). Throws on an unreadable file. */
export function loadTrustedCertificates(paths: string[]): pkijs.Certificate[] {
  return paths.flatMap((file) => {
    const pem = readFileSync(file, 'utf8');
    const blocks = [
      ...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) throw new Error(`${file}: no PEM certificate`);
    return blocks.map((block) =>
      pkijs.Certificate.fromBER(Buffer.from((block[1] as string).replace(/\s+/g, ''), 'base64')),
    );
  });
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The signature whose ByteRange ends at the end of the file, or a refusal. */
function wholeDocumentRange(file: Buffer): [number, number, number, number] {
  const ranges = [...file.toString('latin1').matchAll(BYTE_RANGE)].map(
    (match) => match.slice(1, 5).map(Number) as [number, number, number, number],
  );
  if (ranges.length === 0) throw new SignatureRefused('signatureMissing');
  const whole = ranges.find(
    ([start, firstLength, secondStart, secondLength]) =>
      start === 0 &&
      firstLength > 0 &&
      secondStart > firstLength + 1 &&
      secondStart + secondLength === file.length,
  );
  if (!whole) throw new SignatureRefused('signatureNotWholeDocument');
  // Between the two ranges only the signature's hex string may stand: <…>.
  const gap = file.subarray(whole[1], whole[2]).toString('latin1');
  if (!/^<[0-9a-fA-F]*>$/.test(gap)) throw new SignatureRefused('signatureNotWholeDocument');
  return whole;
}

function nameOf(name: pkijs.RelativeDistinguishedNames): string {
  const short: Record<string, string> = {
    '2.5.4.3': 'CN',
    '2.5.4.10': 'O',
    '2.5.4.11': 'OU',
    '2.5.4.6': 'C',
    '2.5.4.7': 'L',
    '2.5.4.5': 'serialNumber',
  };
  return name.typesAndValues
    .map((item) => `${short[item.type] ?? item.type}=${String(item.value.valueBlock.value)}`)
    .join(', ');
}

/**
 * Verifies the signature of a signed PDF against the trusted CAs at `now`; answers the signed
 * bytes and the signer, or throws SignatureRefused.
 */
export async function verifyPdfSignature(
  file: Buffer,
  trustedCerts: pkijs.Certificate[],
  now: Date = new Date(),
): Promise<VerifiedSignature> {
  const [, firstLength, secondStart, secondLength] = wholeDocumentRange(file);
  const signedContent = Buffer.concat([
    file.subarray(0, firstLength),
    file.subarray(secondStart, secondStart + secondLength),
  ]);
  // The placeholder is padded with zeros after the DER; BER parsing reads the first element only.
  const der = Buffer.from(
    file.subarray(firstLength + 1, secondStart - 1).toString('latin1'),
    'hex',
  );
  let signedData: pkijs.SignedData;
  try {
    const asn1 = asn1js.fromBER(new Uint8Array(der).buffer);
    if (asn1.offset === -1) throw new Error(asn1.result.error);
    const contentInfo = new pkijs.ContentInfo({ schema: asn1.result });
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not signed');
    signedData = new pkijs.SignedData({ schema: contentInfo.content });
  } catch {
    throw new SignatureRefused('signatureInvalid');
  }
  if (signedData.signerInfos.length !== 1) throw new SignatureRefused('signatureInvalid');
  const result = (await signedData
    .verify({
      signer: 0,
      data: new Uint8Array(signedContent).buffer,
      trustedCerts,
      checkDate: now,
      checkChain: true,
      extendedMode: true,
    })
    .catch((error: unknown) => error)) as pkijs.SignedDataVerifyResult;
  if (result.code === 5 || (result.signerCertificate && result.signerCertificateVerified === false))
    throw new SignatureRefused('signatureUntrusted');
  if (result.signatureVerified !== true || !result.signerCertificate)
    throw new SignatureRefused('signatureInvalid');
  const certificate = result.signerCertificate;
  return {
    signedContent,
    signer: {
      subject: nameOf(certificate.subject),
      issuer: nameOf(certificate.issuer),
      serialNumber: Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex'),
      sha256: createHash('sha256')
        .update(new Uint8Array(certificate.toSchema().toBER()))
        .digest('hex'),
    },
  };
}
