/**
 * The staff side of a journey through the staff API, for journeys whose subject is not the back
 * office (e2e/submission-record.spec.ts): the demo staff user seeded outside production
 * (src/server/auth/demo-account.ts) signs in with its own cookie jar and sends lifecycle events,
 * uploads the contract, offers appointment slots and opens completion reports. The lifecycle
 * journey takes these steps in the back office's screens instead (pages/backoffice-pages.ts).
 */
import { type APIRequestContext, expect, request } from '@playwright/test';

/** The demo staff account (VEZETO), seeded only outside production. */
export const DEMO_STAFF = { email: 'kezelo@palyazat.example.hu', password: 'Demo-Kezelo-2026!' };

export class StaffApi {
  private readonly context: APIRequestContext;
  private readonly token: string;

  private constructor(context: APIRequestContext, token: string) {
    this.context = context;
    this.token = token;
  }

  /** Signs the demo staff user in: the anti-forgery handshake, then the login call. */
  static async signIn(baseURL: string): Promise<StaffApi> {
    const context = await request.newContext({ baseURL });
    const handshake = await context.get('/api/csrf');
    expect(handshake.ok()).toBe(true);
    const tokenOf = async () =>
      (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
        ?.value ?? '';
    const login = await context.post('/api/login', {
      data: DEMO_STAFF,
      headers: { 'X-XSRF-TOKEN': await tokenOf() },
    });
    expect(login.ok(), await login.text()).toBe(true);
    // The session is renewed at sign-in, and with it the anti-forgery token.
    return new StaffApi(context, await tokenOf());
  }

  private async send(path: string, options: Parameters<APIRequestContext['post']>[1]) {
    const response = await this.context.post(`/api/${path}`, {
      ...options,
      headers: { 'X-XSRF-TOKEN': this.token, ...options?.headers },
    });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  }

  /** A staff lifecycle event (POST /palyazatok/{id}/esemenyek). */
  event(applicationId: number, esemeny: string, extra: Record<string, unknown> = {}) {
    return this.send(`palyazatok/${applicationId}/esemenyek`, { data: { esemeny, ...extra } });
  }

  /** Uploads the contract (multipart) while it is being prepared. */
  uploadContract(applicationId: number, pdf: Buffer) {
    return this.send(`palyazatok/${applicationId}/szerzodes/dokumentumok/SZERZODES`, {
      multipart: {
        file: { name: 'tamogatasi-szerzodes.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
  }

  offerSlots(applicationId: number, slots: Array<{ kezdet: string; helyszin: string }>) {
    return this.send(`palyazatok/${applicationId}/szerzodes/idopontok`, {
      data: { idopontok: slots },
    });
  }

  openCompletionReport(applicationId: number, hatarido: string) {
    return this.send(`palyazatok/${applicationId}/zaro-beszamolok`, { data: { hatarido } });
  }

  dispose() {
    return this.context.dispose();
  }
}
