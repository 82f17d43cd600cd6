/** The alias the page's Vite config resolves to our engine's adapter or to its stand-in. */
declare module '@bench/our-form' {
  /** 'ok', or why our engine could not be measured. */
  export const ourFormStatus: string;
  export function OurForm(): React.ReactNode;
}

/** Validator functions precompiled from the reference schema by bench/form-latency/run.ts. */
declare module '@bench/reference-validators' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
}
