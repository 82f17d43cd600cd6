/**
 * Electronic signatures for tests, made here and nowhere else: a test CA (written once per test
 * process to a PEM file that testConfig names in SIGNATURE_TRUSTED_CAS), signers it issues, a CA
 * nobody trusts, and signing a PDF the way a signing tool does (an incremental update adding a
 * signature field with a PKCS#7 detached signature over the ByteRange).
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';

export interface TestCa {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  pem: string;
}

export interface TestSigner {
  /** PKCS#12 with the signer's key, certificate and its CA's certificate (passphrase P12_PASSPHRASE). */
  p12: Buffer;
  cert: forge.pki.Certificate;
}

let serial = 1;
/** The passphrase of the test signers' PKCS#12 files. */
export const P12_PASSPHRASE = 'teszt';

function keyPair(): forge.pki.rsa.KeyPair {
  // node-forge uses Node's native key generation when it is there.
  return forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
}

function certificate(
  publicKey: forge.pki.rsa.PublicKey,
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  serial += 1;
  cert.serialNumber = `01${serial.toString(16).padStart(8, '0')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(extensions);
  return cert;
}

/** A self-signed CA. */
export function createTestCa(name: string): TestCa {
  const keys = keyPair();
  const subject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: 'Teszt' },
    { name: 'countryName', value: 'HU' },
  ];
  const cert = certificate(keys.publicKey, subject, subject, [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { cert, key: keys.privateKey, pem: forge.pki.certificateToPem(cert) };
}

/** A signing certificate issued by the CA to a person. */
export function issueSigner(ca: TestCa, personName: string): TestSigner {
  const keys = keyPair();
  const cert = certificate(
    keys.publicKey,
    [
      { name: 'commonName', value: personName },
      { name: 'countryName', value: 'HU' },
    ],
    ca.cert.subject.attributes,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    ],
  );
  cert.sign(ca.key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca.cert], P12_PASSPHRASE, {
    algorithm: '3des',
  });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), cert };
}

let trusted: { ca: TestCa; file: string; signer: TestSigner } | undefined;

/**
 * Where the trusted test CA is kept, so every test process, the e2e server and its workers, the
 * benchmarks and `npm run sign:demo` share one (TEST_SIGNING_DIR, default the temp directory).
 */
export function testSigningDir(): string {
  return path.join(process.env.TEST_SIGNING_DIR ?? tmpdir(), 'portal-test-signing');
}

interface StoredTestCa {
  caPem: string;
  caKeyPem: string;
  signerPem: string;
  signerP12: string;
}

function readStoredCa(file: string): StoredTestCa | null {
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredTestCa;
  const expires = forge.pki.certificateFromPem(stored.signerPem).validity.notAfter;
  return expires.getTime() > Date.now() + 7 * 24 * 3600 * 1000 ? stored : null;
}

/**
 * The CA the test configuration trusts, its PEM file and a signer it issued ("Teszt Elek").
 * Made once and stored; processes racing to make it agree on the first one stored (link is
 * atomic and refuses an existing name).
 */
export function trustedTestCa(): { ca: TestCa; file: string; signer: TestSigner } {
  if (trusted) return trusted;
  const dir = testSigningDir();
  mkdirSync(dir, { recursive: true });
  const storeFile = path.join(dir, 'trusted-ca.json');
  let stored = readStoredCa(storeFile);
  if (!stored) {
    const ca = createTestCa('Teszt Minositett Hitelesites-szolgaltato');
    const signer = issueSigner(ca, 'Teszt Elek');
    const draft = path.join(dir, `draft-${process.pid}-${Date.now()}.json`);
    writeFileSync(
      draft,
      JSON.stringify({
        caPem: ca.pem,
        caKeyPem: forge.pki.privateKeyToPem(ca.key),
        signerPem: forge.pki.certificateToPem(signer.cert),
        signerP12: signer.p12.toString('base64'),
      } satisfies StoredTestCa),
    );
    if (existsSync(storeFile) && !readStoredCa(storeFile)) rmSync(storeFile, { force: true });
    try {
      linkSync(draft, storeFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    rmSync(draft, { force: true });
    stored = readStoredCa(storeFile) as StoredTestCa;
  }
  const pemFile = path.join(dir, 'trusted-ca.pem');
  if (!existsSync(pemFile) || readFileSync(pemFile, 'utf8') !== stored.caPem) {
    const draft = `${pemFile}.${process.pid}`;
    writeFileSync(draft, stored.caPem);
    renameSync(draft, pemFile);
  }
  trusted = {
    ca: {
      cert: forge.pki.certificateFromPem(stored.caPem),
      key: forge.pki.privateKeyFromPem(stored.caKeyPem) as forge.pki.rsa.PrivateKey,
      pem: stored.caPem,
    },
    file: pemFile,
    signer: {
      p12: Buffer.from(stored.signerP12, 'base64'),
      cert: forge.pki.certificateFromPem(stored.signerPem),
    },
  };
  return trusted;
}

/** Signs a PDF as a signing tool does; by default with the trusted test CA's signer. */
export async function signPdf(pdf: Buffer, signer: TestSigner = trustedTestCa().signer) {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Véglegesítő nyilatkozat aláírása',
    contactInfo: 'teszt@pelda.hu',
    name: 'Teszt Elek',
    location: 'Budapest',
  });
  return new SignPdf().sign(
    withPlaceholder,
    new P12Signer(signer.p12, { passphrase: P12_PASSPHRASE }),
  );
}
