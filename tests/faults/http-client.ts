/**
 * A signed-in HTTP client of the fault suite: a real TCP client of the spawned server process
 * (fetch), keeping the cookies the server sets and sending the anti-forgery header, as a browser
 * does. It knows the wire contract only (cookie and header names, the sign-in routes), not the
 * server's code, so a change of that contract fails the suite.
 */
export interface Answer {
  /** 0 when no HTTP answer came (reset, refused, timed out). */
  status: number;
  retryAfter: string | null;
  ms: number;
  body: string;
}

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';

export class HttpClient {
  readonly #base: string;
  readonly #cookies = new Map<string, string>();

  constructor(base: string) {
    this.#base = base;
  }

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = {
      cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const token = this.#cookies.get(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = decodeURIComponent(token);
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.#base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || /max-age=0/i.test(cookie)) this.#cookies.delete(name);
        else this.#cookies.set(name, value);
      }
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        ms: performance.now() - started,
        body: await response.text(),
      };
    } catch (error) {
      return { status: 0, retryAfter: null, ms: performance.now() - started, body: String(error) };
    }
  }

  /** The anti-forgery handshake, then POST /api/login; throws when sign-in fails. */
  async signIn(email: string, password: string): Promise<void> {
    const csrf = await this.request('GET', '/api/csrf');
    if (csrf.status !== 200) throw new Error(`GET /api/csrf answered ${csrf.status}`);
    const login = await this.request('POST', '/api/login', { email, password });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`);
  }
}
