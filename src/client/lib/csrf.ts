/**
 * The anti-forgery handshake of spec section 7, done once before the app renders: GET {API_URL}/csrf
 * answers `{ headerName }` and sets the XSRF-TOKEN cookie; from then on api-client.ts echoes the
 * cookie in that header on every request.
 */
import { api, setCsrfHeaderName } from './api-client.ts';

/**
 * Performs the handshake and returns the announced header name, or null when the server has no
 * handshake (404: the endpoint is not deployed yet) or cannot be reached. The app renders either
 * way: state-changing calls will then be refused by the server, which the user sees as an error.
 */
export async function fetchCsrfHandshake(): Promise<string | null> {
  try {
    const response = await api().get('csrf', { throwHttpErrors: false });
    if (!response.ok) {
      console.warn(`CSRF handshake answered ${response.status}; continuing without the header`);
      return null;
    }
    const body: unknown = await response.json();
    const headerName =
      body &&
      typeof body === 'object' &&
      'headerName' in body &&
      typeof body.headerName === 'string'
        ? body.headerName
        : null;
    if (!headerName) console.warn('CSRF handshake answer has no headerName');
    setCsrfHeaderName(headerName);
    return headerName;
  } catch (error) {
    console.warn('CSRF handshake failed; continuing without the header', error);
    return null;
  }
}
