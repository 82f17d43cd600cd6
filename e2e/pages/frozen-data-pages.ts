/**
 * Page object of /application/base-old and /application/owners-old, and the set-up they need: a
 * submitted application of the demo applicant, made through the API from the page (as the client
 * would: session cookie and anti-forgery header) — start, fill every section from the call's
 * example application, check, final document signed with the test CA and uploaded, submit.
 */
import { type Page, expect } from '@playwright/test';
import { signPdf } from '../../tests/helpers/signing.ts';
import { locale, text } from '../locales.ts';
import { exampleApplication } from '../../tests/helpers/example-application.ts';

const applicant = locale('hu', 'applicant');

/** The grant call: open now, and its sections are filled by the payloads below. */
export const GRANT_CALL = 'vendeglatas-modernizacio-2026';

export class FrozenDataPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The row of a field in the frozen table, by its label. */
  row(labelKey: string) {
    return this.page.getByRole('row').filter({
      has: this.page.getByRole('rowheader', { name: text(applicant, labelKey), exact: true }),
    });
  }

  changedTag() {
    return this.page.getByText(text(applicant, 'frozen.changed'), { exact: true });
  }

  noSubmissionNotice() {
    return this.page.getByText(text(applicant, 'page.noSubmission'));
  }

  /** Submits a new application of the grant call for the applicant; answers its identifier. */
  async submitGrantApplication(applicantId: number): Promise<string> {
    // The app renews the anti-forgery cookie while it boots: read it once that has settled.
    await this.page.waitForLoadState('networkidle');
    // The test signs the final document with the test CA, as the applicant's signing tool would.
    await this.page.exposeFunction('signFinalDocument', async (base64: string) =>
      (await signPdf(Buffer.from(base64, 'base64'))).toString('base64'),
    );
    const identifier = await this.page.evaluate(
      async ({ applicantRow, callIdentifier, example }) => {
        const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
        const token = cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : '';
        async function call(
          method: string,
          path: string,
          body: unknown = {},
          headers: Record<string, string> = {},
        ): Promise<Response> {
          const form = body instanceof FormData;
          const response = await fetch(`/api/${path}`, {
            method,
            credentials: 'same-origin',
            headers: {
              ...(form || method === 'GET' ? {} : { 'content-type': 'application/json' }),
              'X-XSRF-TOKEN': token,
              ...headers,
            },
            body: method === 'GET' ? undefined : form ? body : JSON.stringify(body),
          });
          if (!response.ok)
            throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
          return response;
        }
        const json = async (method: string, path: string, body?: unknown) =>
          (await call(method, path, body)).json();
        const upload = (path: string, name: string, content: BlobPart[]) => {
          const data = new FormData();
          data.append('file', new Blob(content, { type: 'application/pdf' }), name);
          return call('POST', path, data);
        };

        const calls = (await json('GET', 'palyazati-felhivasok')) as Array<{
          id: number;
          azonosito: string;
        }>;
        const grant = calls.find((item) => item.azonosito === callIdentifier);
        if (!grant) throw new Error(`call ${callIdentifier} is not listed`);
        const started = await json('POST', 'palyazatok', {
          palyazatiFelhivas: { id: grant.id },
          tamogatastIgenylo: { id: applicantRow },
        });
        const id = started.id as number;
        const version = async () => (await json('GET', `palyazatok/${id}`)).palyazat.verzio;

        await json('PUT', `palyazatok/${id}/kizaro-feltetelek`, {
          megerositesek: example.knockOut,
        });
        for (const statement of example.statements)
          await json('PUT', `palyazatok/${id}/nyilatkozatok/${statement}`, { elfogadva: true });
        const site = await json('POST', 'tamogatast-igenylo-cimek', {
          tamogatastIgenylo: { id: applicantRow },
          cim: {
            cimTipus: 'TELEPHELY',
            telepulesNev: 'Hévíz',
            iranyitoszam: '8380',
            cim: 'Fürdő sétány 3.',
          },
        });
        await json('PUT', `palyazatok/${id}/hiteligenyles`, {
          verzio: await version(),
          ...example.loanClaim,
          megvalositasiHelyszin: [{ id: site.cim.id }],
        });
        await json('PUT', `palyazatok/${id}/egyedi-mezok`, {
          verzio: await version(),
          ertekek: example.customFields,
        });
        const pdf = [
          '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n',
          ' '.repeat(1024),
          '%%EOF\n',
        ];
        for (const category of example.documents)
          await upload(
            `palyazatok/${id}/dokumentumok/${category}`,
            `${category.toLowerCase()}.pdf`,
            pdf,
          );

        const check = await json('POST', `palyazatok/${id}/benyujtas/ellenorzes`);
        if (!check.rendben) throw new Error(`data check: ${JSON.stringify(check)}`);
        const finalDocument = await (
          await call('POST', `palyazatok/${id}/benyujtas/veglegesito`)
        ).arrayBuffer();
        const sign = (window as unknown as { signFinalDocument: (b: string) => Promise<string> })
          .signFinalDocument;
        const signed = await sign(
          btoa(Array.from(new Uint8Array(finalDocument), (b) => String.fromCharCode(b)).join('')),
        );
        await upload(`palyazatok/${id}/benyujtas/alairt-veglegesito`, 'veglegesito-alairt.pdf', [
          Uint8Array.from(atob(signed), (c) => c.charCodeAt(0)),
        ]);
        await call('POST', `palyazatok/${id}/benyujtas`, {}, { 'Idempotency-Key': `e2e-${id}` });
        return started.azonosito as string;
      },
      {
        applicantRow: applicantId,
        callIdentifier: GRANT_CALL,
        example: exampleApplication(GRANT_CALL),
      },
    );
    expect(identifier).toMatch(/^TP-/);
    return identifier;
  }
}
