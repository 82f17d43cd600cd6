/** The part of fontkit's API the documents use (the package ships no types). */
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes a font file. */
  export interface Font {
    readonly postscriptName: string;
    /** Every code point the font maps to a glyph. */
    readonly characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
