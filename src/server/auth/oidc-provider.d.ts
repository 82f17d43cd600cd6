/** oidc-provider ships no type declarations; the fake identity provider uses it untyped. */
declare module 'oidc-provider' {
  // oxlint-disable-next-line typescript/no-explicit-any
  export const Provider: any;
}
