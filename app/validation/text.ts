/*
 * Text that displays as what it is. Plain functions (no zod), shared by the field schemas
 * (./fields.ts, which run in the browser too) and the readers of URL query parameters.
 *
 * - A single line (a name, a title) holds no control character (tab and line breaks
 *   included), no lone surrogate and no invisible format character: no direction mark,
 *   embedding, override or isolate ("\u202Enimda" would show as "admin"), no zero-width
 *   space, word joiner, byte order mark or soft hyphen. The zero-width joiner stays where
 *   it joins two visible characters (emoji sequences such as 👩‍💻 need it), and so do the
 *   tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 * - A multi-line text (a description, a message) holds no control character but tab and
 *   line breaks, and no direction embedding, override or isolate.
 * - Lengths that a person reads ("at least 2 characters") count visible characters:
 *   grapheme clusters (👩‍👩‍👧 is one), not counting white space, marks standing alone, and
 *   characters that show nothing (U+3164 HANGUL FILLER, U+2800 BRAILLE BLANK, ...).
 */

/** Subdivision flags: a black flag, tag letters or digits, a cancel tag. */
const TAG_FLAG = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,6}\u{E007F}/gu;

/** What a single line may not hold (the joiner is checked on its own). */
const LINE_HIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}/u;

/** A zero-width joiner that joins nothing: at an end, or beside a space or an invisible character. */
const LOOSE_JOINER = /(?:^|[\s\p{Cf}])\u200D|\u200D(?:$|[\s\p{Cf}])/u;

/** What a multi-line text may not hold: controls but tab and line breaks, lone surrogates, bidi embeddings, overrides and isolates. */
const TEXT_HIDDEN = /(?![\t\n\r])\p{Cc}|[\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** A character that shows something (white space, marks and default-ignorable characters do not). */
const SHOWN = /[^\s\p{M}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** True when `text` is fit for a single line: nothing hidden, nothing that reorders it. */
export function isCleanLine(text: string): boolean {
  const rest = text.replace(TAG_FLAG, "\u{1F3F4}");
  return !LINE_HIDDEN.test(rest) && !LOOSE_JOINER.test(rest);
}

/** True when `text` is fit for a multi-line field: no control but tab and line breaks, no bidi override. */
export function isCleanText(text: string): boolean {
  return !TEXT_HIDDEN.test(text);
}

/**
 * How many characters of `text` a reader sees: its grapheme clusters that show something
 * (white space too with `spaces`). Without Intl.Segmenter (older browsers), code points.
 */
export function visibleLength(text: string, { spaces = false } = {}): number {
  const parts = typeof Intl.Segmenter === "function" ? Array.from(new Intl.Segmenter().segment(text), (s) => s.segment) : [...text];
  let n = 0;
  for (const part of parts) if (SHOWN.test(part) || (spaces && /^\s+$/.test(part))) n++;
  return n;
}

/**
 * A search text from a URL (`q`): NFC, tabs and line breaks read as spaces, every other
 * control and invisible format character dropped (a NUL breaks SQLite's full-text query
 * parser), at most `max` characters; undefined when nothing is left.
 */
export function searchText(value: string | null | undefined, max = 100): string | undefined {
  const text = (value ?? "")
    .normalize("NFC")
    .replace(/[\t\n\v\f\r\u2028\u2029]/g, " ")
    .replace(/[\p{Cc}\p{Cs}]|(?!\u200D)\p{Cf}/gu, "")
    .trim();
  return [...text].slice(0, max).join("").trim() || undefined;
}
