/**
 * The runtime configuration the server injects through /config.js, parsed with the same
 * rules as on the server. Read once; a missing key throws `{name} env var is not configured!`.
 */
import { type RuntimeConfig, readRuntimeConfig } from '../../shared/config.ts';

declare global {
  interface Window {
    __RUNTIME_CONFIG__?: Record<string, string | undefined>;
  }
}

let cached: RuntimeConfig | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig(window.__RUNTIME_CONFIG__ ?? {});
  return cached;
}

/** Test hook: forget the parsed configuration so a test can install another. */
export function resetRuntimeConfig(): void {
  cached = undefined;
}
