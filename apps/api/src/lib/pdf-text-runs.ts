/** A font as far as the split needs it: whether it draws a character (fontkit's `Font` is one). */
export interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export interface TextRun<F> {
  font: F;
  text: string;
}

/** Characters that belong to the one before them: combining marks, joiners, variation selectors. */
function joinsPrevious(ch: string, cp: number): boolean {
  return cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f) || /^\p{M}$/u.test(ch);
}

/**
 * Splits a text into runs each drawn with one font, so that a line mixing scripts (a Sinhala word
 * and a dollar amount, Chinese and Latin digits) has a glyph for every character. A character
 * stays in the current run when its font has it (fewer, longer runs: spaces and punctuation go
 * with their neighbours), else goes to the first font in `fonts` that has it; one no font has
 * stays where it is (it shows as the font's blank box). Marks and joiners never leave their
 * base character, so a Sinhala or Tamil cluster is shaped whole.
 */
export function splitRuns<F extends GlyphCoverage>(text: string, fonts: readonly F[]): TextRun<F>[] {
  const runs: TextRun<F>[] = [];
  if (fonts.length === 0 || text === '') return runs;
  let current: TextRun<F> | undefined;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let font: F;
    if (current && (joinsPrevious(ch, cp) || current.font.hasGlyphForCodePoint(cp))) font = current.font;
    else font = fonts.find((f) => f.hasGlyphForCodePoint(cp)) ?? current?.font ?? fonts[0]!;
    if (current && current.font === font) {
      current.text += ch;
    } else {
      current = { font, text: ch };
      runs.push(current);
    }
  }
  return runs;
}
