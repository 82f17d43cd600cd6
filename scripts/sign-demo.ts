/**
 * `npm run sign:demo -- <final-document.pdf> [signed.pdf]`: signs a downloaded final document
 * with the local test CA (tests/helpers/signing.ts), as AVDH or a signing tool would, so the
 * submission can be tried locally. Start the server with the printed SIGNATURE_TRUSTED_CAS for
 * the portal to accept it. Never for production: the CA's key lies in the temp directory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { signPdf, trustedTestCa } from '../tests/helpers/signing.ts';

const [input, output] = process.argv.slice(2);
if (!input) {
  console.log('usage: npm run sign:demo -- <final-document.pdf> [signed.pdf]');
  console.log(`SIGNATURE_TRUSTED_CAS=${trustedTestCa().file}`);
  process.exit(0);
}
const target = output ?? input.replace(/\.pdf$/i, '') + '-alairt.pdf';
writeFileSync(target, await signPdf(readFileSync(input)));
console.log(`signed by "Teszt Elek" of the local test CA: ${target}`);
console.log(`start the server with SIGNATURE_TRUSTED_CAS=${trustedTestCa().file}`);
