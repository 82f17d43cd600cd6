/**
 * A signed-in HTTP client for the load benchmarks, signing in through the real API the way the
 * browser does (spec section 7): GET /api/csrf → {headerName} and the XSRF-TOKEN cookie, then
 * POST /api/login with that header, then the 2FA step when the answer demands one. The cookie
 * jar and CSRF header it ends with are handed to autocannon as static request headers.
 */

export interface HttpAnswer {
  status: number;
  body: unknown;
  text: string;
  /** The raw body (a PDF, say). */
  bytes: Buffer;
  headers: Headers;
}

/**
 * How often a request refused by the server's admission control (503 with Retry-After) is sent
 * again after the time asked, as the browser's API client does (src/client/lib/api-client.ts).
 */
export const ADMISSION_RETRY_LIMIT = 6;

export class HttpSession {
  readonly cookies = new Map<string, string>();
  csrfHeaderName: string | null = null;
  /** Requests this session sent again after a 503 with Retry-After. */
  admissionRetries = 0;

  readonly baseUrl: string;
  /** Sent with every request, e.g. X-Forwarded-For to stand for a distinct client address. */
  readonly extraHeaders: Record<string, string>;

  constructor(baseUrl: string, extraHeaders: Record<string, string> = {}) {
    this.baseUrl = baseUrl;
    this.extraHeaders = extraHeaders;
  }

  /** Cookie and CSRF headers for a request made outside this class (autocannon). */
  headers(): Record<string, string> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (this.csrfHeaderName && token) headers[this.csrfHeaderName] = decodeURIComponent(token);
    return headers;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; rawBody?: BodyInit; timeoutMs?: number } = {},
  ): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.requestOnce(method, path, body, init);
      const retryAfter = Number(answer.headers.get('retry-after'));
      // A streamed body cannot be sent twice; everything else can.
      const resendable = !(
        init.rawBody &&
        typeof init.rawBody === 'object' &&
        'pipe' in init.rawBody
      );
      if (answer.status !== 503 || !retryAfter || attempt >= ADMISSION_RETRY_LIMIT || !resendable)
        return answer;
      this.admissionRetries++;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  }

  private async requestOnce(
    method: string,
    path: string,
    body: unknown,
    init: { headers?: Record<string, string>; rawBody?: BodyInit; timeoutMs?: number },
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...this.headers(), ...init.headers };
    let payload: BodyInit | undefined = init.rawBody;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(init.timeoutMs ?? 120_000),
      // Node's fetch needs this for a streamed request body.
      ...(payload && typeof payload === 'object' && 'pipe' in (payload as object)
        ? { duplex: 'half' }
        : {}),
    } as RequestInit);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) {
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === '')
          this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text, bytes, headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
}

export interface SignInOptions {
  extraHeaders?: Record<string, string>;
  /** Reads the e-mailed 2FA code when the login answer demands a second factor. */
  readTwoFactorCode?: (email: string) => Promise<string | null>;
  /** POST path of the 2FA code (the spec does not name it); tried in order. */
  twoFactorPaths?: string[];
}

/** Signs in through the real API; throws with the status and body of the failing step. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<HttpSession> {
  const session = new HttpSession(baseUrl, options.extraHeaders);
  const csrf = await session.get('/api/csrf');
  if (csrf.status !== 200) throw new Error(`GET /api/csrf answered ${csrf.status}`);
  session.csrfHeaderName =
    (csrf.body as { headerName?: string } | null)?.headerName ?? 'X-XSRF-TOKEN';
  const login = await session.post('/api/login', { email, password });
  if (login.status !== 200)
    throw new Error(`POST /api/login answered ${login.status}: ${login.text.slice(0, 200)}`);
  const user = login.body as { needs2Fa?: boolean } | null;
  if (user?.needs2Fa) {
    const code = await options.readTwoFactorCode?.(email);
    if (!code) throw new Error('login demands 2FA and no code could be read');
    let verified = false;
    for (const path of options.twoFactorPaths ?? []) {
      const answer = await session.post(path, { code });
      if (answer.status === 200 || answer.status === 204) {
        verified = true;
        break;
      }
    }
    if (!verified) throw new Error('2FA verification failed');
  }
  return session;
}
