import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/*
 * What a PDF says, read with pdfjs-dist (Mozilla's PDF reader, the one Firefox uses), for
 * tests of a PDF the server makes: its pages, and each page's text in reading order, a
 * text item after another with a line break where the PDF ends a line.
 */
// The 14 standard fonts' metrics that pdfjs reads a PDF's built-in fonts with (tests run
// from the repository's root).
const STANDARD_FONTS = path.join(process.cwd(), "node_modules", "pdfjs-dist", "standard_fonts") + path.sep;

export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; title: string | null }> {
  // pdfjs takes the buffer over: give it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
  const pdf = await task.promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
    }
    const { info } = await pdf.getMetadata();
    const title = (info as { Title?: unknown }).Title;
    return { pages: pdf.numPages, text: texts.join("\f"), title: typeof title === "string" ? title : null };
  } finally {
    await task.destroy();
  }
}

/** Runs of white space as one space: words a PDF places apart read as one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Text with every run of white space removed: a printout's glyph runs and lines may split words anywhere. */
export const squash = (text: string) => text.replace(/\s+/g, "");
