import { createHash } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeOnEachDatabase } from '../helpers/app.ts';
import { createCompany } from '../helpers/master-data.ts';
import {
  LOAN_CALL,
  SAMPLE_FILES,
  callsTestOverrides,
  multipartBody,
  startFakeClamd,
} from '../helpers/calls.ts';
import type { Agent } from '../helpers/auth.ts';
import { staffAgent } from '../helpers/lifecycle.ts';
import { documentMetadata } from '../../schemas/api/documents/documents.ts';

const overrides = callsTestOverrides();
const objectsDir = path.join(overrides.storage.dir, 'objects');
const tmpDir = path.join(overrides.storage.dir, '.tmp');

/**
 * The storage's temporary files are removed once the aborted stream is noticed, which on a busy
 * machine can take longer than the client's disconnect: wait for it, and fail if it never happens.
 */
async function noTemporaryFiles(): Promise<void> {
  await vi.waitFor(() => expect(readdirSync(tmpDir)).toEqual([]), { timeout: 10_000 });
}

function storedObjects(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else found.push(entry.name);
    }
  };
  walk(objectsDir);
  return found;
}

async function newApplication(app: FastifyInstance): Promise<{ agent: Agent; id: number }> {
  const call = await app.db
    .selectFrom('palyazati_felhivas')
    .select('id')
    .where('azonosito', '=', LOAN_CALL)
    .executeTakeFirstOrThrow();
  const company = await createCompany(app);
  const response = await company.owner.agent.post('/api/palyazatok', {
    palyazatiFelhivas: { id: call.id },
    tamogatastIgenylo: { id: company.applicantId },
  });
  expect(response.statusCode).toBe(201);
  return { agent: company.owner.agent, id: response.json().id };
}

function upload(agent: Agent, id: number, category: string, name: string, content: Buffer) {
  return agent.request({
    method: 'POST',
    url: `/api/palyazatok/${id}/dokumentumok/${category}`,
    ...multipartBody(name, content),
  });
}

describeOnEachDatabase(
  'documents API (/api/palyazatok/{id}/dokumentumok, /api/dokumentumok)',
  (get) => {
    it('stores an upload with its SHA-256, versions a re-upload and downloads it as an attachment with nosniff', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const first = await upload(agent, id, 'UZLETI_TERV', 'Üzleti terv.PDF', SAMPLE_FILES.pdf);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        version: 1,
        tenderId: id,
        documentType: 'UZLETI_TERV',
        filename: 'Üzleti terv.PDF',
        contentType: 'application/pdf',
        size: SAMPLE_FILES.pdf.length,
        sha256: createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex'),
        scanStatus: 'NOT_SCANNED',
        deletable: true,
        visible: true,
        completionReportId: null,
      });
      // Every field of the schema is sent, null where there is no value (the client's type says
      // so), and nothing else: the storage key stays on the server.
      expect(Object.keys(first.json()).toSorted()).toEqual(documentMetadata.required.toSorted());
      const uuid = first.json().uuid;
      const second = await upload(
        agent,
        id,
        'UZLETI_TERV',
        'terv-v2.pdf',
        Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('v2')]),
      );
      expect(second.json()).toMatchObject({ uuid, version: 2, filename: 'terv-v2.pdf' });

      const versions = await agent.get(`/api/dokumentumok/${uuid}`);
      expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);

      const download = await agent.get(`/api/dokumentumok/${uuid}/tartalom?verzio=1`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Uzleti terv.PDF"; filename*=UTF-8''%C3%9Czleti%20terv.PDF`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-type']).toBe('application/pdf');

      const list = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json();
      expect(list.dokumentumok).toHaveLength(1);
      // The current version lists the earlier ones: time, uploader, size, SHA-256, for download.
      const uploader = await app.db
        .selectFrom('felhasznalo')
        .select('nev')
        .where('id', '=', first.json().uploaderId)
        .executeTakeFirstOrThrow();
      expect(list.dokumentumok[0]).toMatchObject({ version: 2, uploaderName: uploader.nev });
      expect(list.dokumentumok[0].korabbiVerziok).toEqual([
        expect.objectContaining({
          uuid,
          version: 1,
          filename: 'Üzleti terv.PDF',
          size: SAMPLE_FILES.pdf.length,
          sha256: first.json().sha256,
          uploadDate: first.json().uploadDate,
          uploaderName: uploader.nev,
        }),
      ]);
      // A company's owner may have no personal name (decision 35): named by e-mail instead.
      const nameless = await app.db
        .updateTable('felhasznalo')
        .set({ nev: '' })
        .where('id', '=', first.json().uploaderId)
        .returning('email')
        .executeTakeFirstOrThrow();
      const renamed = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json();
      expect(renamed.dokumentumok[0].uploaderName).toBe(nameless.email);
      await app.db
        .updateTable('felhasznalo')
        .set({ nev: uploader.nev })
        .where('id', '=', first.json().uploaderId)
        .execute();
      // A third upload: both earlier versions, newest first.
      await upload(agent, id, 'UZLETI_TERV', 'terv-v3.pdf', SAMPLE_FILES.pdf);
      const third = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json();
      expect(
        third.dokumentumok[0].korabbiVerziok.map((v: { version: number }) => v.version),
      ).toEqual([2, 1]);
      expect(
        list.kovetelmenyek.find(
          (r: { category: { code: string } }) => r.category.code === 'UZLETI_TERV',
        ),
      ).toMatchObject({
        requiredForCall: true,
        teljesitve: true,
        maxSizeBytes: 64 * 1024,
      });
    });

    it('refuses a forbidden extension, a renamed executable and an unknown category, storing nothing', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const before = storedObjects().length;
      const exe = await upload(agent, id, 'UZLETI_TERV', 'setup.exe', SAMPLE_FILES.exe);
      expect(exe.statusCode).toBe(415);
      expect(exe.json()).toMatchObject({ kod: 'calls:errors.fileExtensionError' });
      expect(exe.json().message).toContain('pdf, docx');

      const renamed = await upload(agent, id, 'UZLETI_TERV', 'terv.pdf', SAMPLE_FILES.exe);
      expect(renamed.statusCode).toBe(415);
      expect(renamed.json()).toMatchObject({
        kod: 'calls:errors.fileContentMismatch',
        message: 'A fájl tartalma nem felel meg a kiterjesztésének.',
      });
      const elf = await upload(agent, id, 'KOLTSEGVETES', 'koltsegvetes.XLSX', SAMPLE_FILES.elf);
      expect(elf.statusCode).toBe(415);
      // A call-specific whitelist narrows the category's: the loan call takes any UZLETI_TERV extension of the category.
      expect((await upload(agent, id, 'NINCS_ILYEN', 'a.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(
        404,
      );
      expect(storedObjects().length).toBe(before);
      expect((await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json().dokumentumok).toEqual(
        [],
      );
    });

    it('cleans path tricks out of file names', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const traversal = await upload(
        agent,
        id,
        'EGYEB',
        '../../../etc/passwd.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(traversal.statusCode).toBe(201);
      expect(traversal.json().filename).toBe('passwd.pdf');
      const windows = await upload(
        agent,
        id,
        'NTAK_IGAZOLAS',
        '..\\..\\boot.ini\u0000.pdf',
        SAMPLE_FILES.pdf,
      );
      expect(windows.statusCode).toBe(201);
      expect(windows.json().filename).toBe('boot.ini.pdf');
      // Storage keys never derive from names: nothing was written outside the objects directory.
      expect(existsSync(path.join(overrides.storage.dir, 'etc'))).toBe(false);
    });

    it('enforces the size limit, larger for largeFile categories', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const before = storedObjects().length;
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(100 * 1024, 0x20)]);
      const refused = await upload(agent, id, 'UZLETI_TERV', 'nagy.pdf', big);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({ kod: 'calls:errors.fileSizeLarge' });
      expect(storedObjects().length).toBe(before);
      await noTemporaryFiles();
      const large = await upload(agent, id, 'TERVDOKUMENTACIO', 'tervek.pdf', big);
      expect(large.statusCode).toBe(201);
    });

    it('an interrupted upload leaves nothing behind', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { payload, headers } = multipartBody(
        'felbeszakadt.pdf',
        Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(40 * 1024, 0x20)]),
      );
      const cookie = [...agent.cookies]
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ');
      const csrf = agent.cookies.get('XSRF-TOKEN') ?? '';
      const head = [
        `POST /api/palyazatok/${id}/dokumentumok/UZLETI_TERV HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: ${headers['content-type']}`,
        `Content-Length: ${payload.length}`,
        `Cookie: ${cookie}`,
        `X-XSRF-TOKEN: ${csrf}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      /** Sends the request over a raw socket, cut after `bytes` of the body when given. */
      const send = async (bytes?: number): Promise<string> => {
        const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
        let answer = '';
        socket.on('data', (data) => {
          answer += data.toString('utf8');
        });
        socket.on('error', () => undefined);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.write(head);
        if (bytes === undefined) {
          // Sent whole: 'Connection: close' makes the server end the socket after its answer.
          const closed = new Promise((resolve) => socket.once('close', resolve));
          socket.write(payload);
          await closed;
          return answer;
        }
        socket.write(payload.subarray(0, bytes));
        await new Promise((resolve) => setTimeout(resolve, 400));
        socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return answer;
      };
      try {
        // The same request sent whole is accepted, so the cut one really reaches the upload.
        expect(await send()).toMatch(/^HTTP\/1\.1 201/);
        const before = storedObjects().length;
        const documentsBefore = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json()
          .dokumentumok;
        expect(await send(Math.floor(payload.length / 2))).toBe('');
        await noTemporaryFiles();
        expect(storedObjects().length).toBe(before);
        const documentsAfter = (await agent.get(`/api/palyazatok/${id}/dokumentumok`)).json()
          .dokumentumok;
        expect(documentsAfter).toEqual(documentsBefore);
      } finally {
        // app.close() would end the suite's app; stop only the listener.
        await new Promise<void>((resolve) => app.server.close(() => resolve()));
      }
    });

    it('deletes a deletable document with all its versions', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const uploaded = (await upload(agent, id, 'EGYEB', 'egyeb.pdf', SAMPLE_FILES.pdf)).json();
      await upload(agent, id, 'EGYEB', 'egyeb2.pdf', SAMPLE_FILES.pdf);
      const before = storedObjects().length;
      const removed = await agent.delete(`/api/dokumentumok/${uploaded.uuid}`);
      expect(removed.statusCode).toBe(204);
      expect(storedObjects().length).toBe(before - 2);
      expect((await agent.get(`/api/dokumentumok/${uploaded.uuid}/tartalom`)).statusCode).toBe(404);
      // Only staff may change the visibility flag.
      const other = (await upload(agent, id, 'EGYEB', 'harmadik.pdf', SAMPLE_FILES.pdf)).json();
      expect(
        (await agent.put(`/api/dokumentumok/${other.uuid}/lathatosag`, { lathato: false }))
          .statusCode,
      ).toBe(403);
    });

    it('only staff who act on applications change a visibility flag; a call editor only reads', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const uploaded = (await upload(agent, id, 'EGYEB', 'lathato.pdf', SAMPLE_FILES.pdf)).json();
      const hide = (staff: Agent) =>
        staff.put(`/api/dokumentumok/${uploaded.uuid}/lathatosag`, { lathato: false });
      expect((await hide(await staffAgent(app, ['FELHIVAS_SZERKESZTO']))).statusCode).toBe(403);
      const hidden = await hide(await staffAgent(app, ['VEZETO']));
      expect(hidden.statusCode).toBe(200);
      // Hidden now: the applicant no longer reaches it.
      expect((await agent.get(`/api/dokumentumok/${uploaded.uuid}`)).statusCode).toBe(404);
    });

    it("another company's user gets 404 on every document route", async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const uploaded = (await upload(agent, id, 'EGYEB', 'titkos.pdf', SAMPLE_FILES.pdf)).json();
      await upload(agent, id, 'EGYEB', 'titkos-2.pdf', SAMPLE_FILES.pdf);
      const stranger = (await createCompany(app)).owner.agent;
      // Earlier versions are reached only through their own application.
      expect(
        (await stranger.get(`/api/dokumentumok/${uploaded.uuid}/tartalom?verzio=1`)).statusCode,
      ).toBe(404);
      expect((await stranger.get(`/api/palyazatok/${id}/dokumentumok`)).statusCode).toBe(404);
      expect((await upload(stranger, id, 'EGYEB', 'x.pdf', SAMPLE_FILES.pdf)).statusCode).toBe(404);
      expect((await stranger.get(`/api/dokumentumok/${uploaded.uuid}`)).statusCode).toBe(404);
      expect((await stranger.get(`/api/dokumentumok/${uploaded.uuid}/tartalom`)).statusCode).toBe(
        404,
      );
      expect((await stranger.delete(`/api/dokumentumok/${uploaded.uuid}`)).statusCode).toBe(404);
    });
  },
  { overrides },
);

let clamd: Awaited<ReturnType<typeof startFakeClamd>>;
beforeAll(async () => {
  clamd = await startFakeClamd();
  clamavOverrides.clamav = { host: '127.0.0.1', port: clamd.port, timeoutMs: 5000 };
});
afterAll(async () => {
  await clamd.close();
});
const clamavOverrides: ReturnType<typeof callsTestOverrides> = callsTestOverrides();

describeOnEachDatabase(
  'documents with ClamAV (CLAMAV_HOST)',
  (get) => {
    it('keeps a document PENDING_SCAN until clamd finds it clean; an infected one is removed', async () => {
      const { app } = get();
      const { agent, id } = await newApplication(app);
      const clean = await upload(agent, id, 'UZLETI_TERV', 'terv.pdf', SAMPLE_FILES.pdf);
      expect(clean.json().scanStatus).toBe('PENDING_SCAN');
      const infected = await upload(
        agent,
        id,
        'EGYEB',
        'virus.pdf',
        Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('EICAR')]),
      );
      expect(infected.json().scanStatus).toBe('PENDING_SCAN');
      await app.documentScanner.drain();
      const after = (await agent.get(`/api/dokumentumok/${clean.json().uuid}`)).json();
      expect(after[0].scanStatus).toBe('CLEAN');
      expect((await agent.get(`/api/dokumentumok/${clean.json().uuid}/tartalom`)).statusCode).toBe(
        200,
      );
      const bad = (await agent.get(`/api/dokumentumok/${infected.json().uuid}`)).json();
      expect(bad[0].scanStatus).toBe('INFECTED');
      expect(
        (await agent.get(`/api/dokumentumok/${infected.json().uuid}/tartalom`)).statusCode,
      ).toBe(409);
    });
  },
  { overrides: clamavOverrides },
);
