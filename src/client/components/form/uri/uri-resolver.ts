/**
 * A small stand-in for fast-uri in the browser bundle (vite.config.ts aliases `fast-uri` here).
 *
 * Why: @rjsf/utils imports fast-uri (≈ 7.6 KiB gzip) only to resolve `$ref`s and compare `$id`s
 * of JSON Schema draft 2020-12 documents that embed other documents (findSchemaDefinition.js).
 * Portal schemas are draft-07 with local `#/definitions/…` refs, so those paths never run; the
 * precompiled validators import no URI code at all. What remains possible is covered here:
 * fragment refs, absolute refs and relative refs against an absolute base (WHATWG URL), and
 * the tests (uri-resolver.test.ts) check the answers against fast-uri itself.
 */

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A base for resolving relative references against relative bases; never leaves this file. */
const PLACEHOLDER = 'http://placeholder.invalid';

function splitFragment(uri: string): [string, string] {
  const at = uri.indexOf('#');
  return at < 0 ? [uri, ''] : [uri.slice(0, at), uri.slice(at)];
}

/** Normalises an absolute URI as WHATWG URL does; other strings stay as they are. */
export function normalize(uri: string): string {
  if (!SCHEME.test(uri)) return uri;
  try {
    const [body, fragment] = splitFragment(uri);
    const url = new URL(body);
    // fast-uri keeps an empty path empty ('http://x.org'); URL adds '/'.
    const href =
      url.pathname === '/' && !/^[a-z][a-z\d+.-]*:\/\/[^/?#]*\//i.test(body)
        ? url.href.replace(/\/(?=$|[?])/, '')
        : url.href;
    return href + fragment;
  } catch {
    return uri;
  }
}

/** Resolves `relative` against `base` (RFC 3986 section 5.2), as fast-uri's resolve does. */
export function resolve(base: string | undefined, relative: string): string {
  if (SCHEME.test(relative)) return normalize(relative);
  const baseUri = base ?? '';
  if (relative === '') return splitFragment(baseUri)[0];
  if (relative.startsWith('#')) return splitFragment(baseUri)[0] + relative;
  if (SCHEME.test(baseUri)) {
    const [body, fragment] = splitFragment(relative);
    return normalize(new URL(body, baseUri).href) + fragment;
  }
  const [body, fragment] = splitFragment(relative);
  const absolute = new URL(body, new URL(splitFragment(baseUri)[0], `${PLACEHOLDER}/`)).href;
  let path = absolute.slice(PLACEHOLDER.length);
  // A relative base stays relative: no leading '/' unless the base or the reference had one.
  if (!baseUri.startsWith('/') && !body.startsWith('/')) path = path.replace(/^\//, '');
  return path + fragment;
}

/** True when both URIs name the same resource (after normalisation). */
export function equal(a: string, b: string): boolean {
  return comparable(a) === comparable(b);
}

function comparable(uri: string): string {
  if (!SCHEME.test(uri)) return uri;
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

const UriResolver = { normalize, resolve, equal };
export default UriResolver;
