/**
 * The texts of a funding call in one language (schemas/calls/<call>/texts.<lng>.json), as the
 * server reads them and the browser receives them.
 */
export interface CallTexts {
  name: string;
  summary: string;
  groups: Record<string, string>;
  fields: Record<
    string,
    {
      title: string;
      description?: string;
      patternMessage?: string;
      options?: Record<string, string>;
    }
  >;
  knockOut: Record<string, string>;
  statements: Record<string, string>;
  documents?: Record<string, string>;
}
