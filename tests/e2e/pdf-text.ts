import zlib from "node:zlib";

/*
 * The text of a PDF that Chromium printed (page.pdf()), for tests that check a printout
 * is readable: no PDF library, only what Skia writes. Objects are numbered with direct
 * stream lengths; content streams and ToUnicode maps are Flate-compressed; text is shown
 * with Type0 fonts (Identity-H, two bytes a glyph) as `<hex> Tj` or `[<hex> n ...] TJ`,
 * and each font's ToUnicode map turns glyphs back into text. Pages come in their order;
 * a text object ends a line. Not a general PDF reader: enough to find words on the page.
 */

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(text))) {
    const from = match.index + match[0].length;
    const end = text.indexOf("endobj", from);
    const streamAt = text.indexOf("stream", from);
    if (streamAt !== -1 && (end === -1 || streamAt < end)) {
      const dict = text.slice(from, streamAt);
      const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1] ?? NaN);
      let data = streamAt + "stream".length;
      if (text[data] === "\r") data += 1;
      if (text[data] === "\n") data += 1;
      const bytes = Number.isFinite(length) ? pdf.subarray(data, data + length) : pdf.subarray(data, text.indexOf("endstream", data));
      objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflate(bytes) : bytes });
      start.lastIndex = data + bytes.length;
    } else {
      objects.set(Number(match[1]), { dict: text.slice(from, end === -1 ? undefined : end), stream: null });
      if (end !== -1) start.lastIndex = end;
    }
  }
  return objects;
}

function inflate(bytes: Buffer): Buffer | null {
  try {
    return zlib.inflateSync(bytes);
  } catch {
    return null;
  }
}

const utf16 = (hex: string) => {
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap: glyph code (hex) to text. */
function readCMap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code, 16), utf16(text));
  }
  for (const [, body] of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const first = parseInt(lo, 16);
      const last = parseInt(hi, 16);
      if (rest.startsWith("[")) {
        [...rest.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach(([, text], i) => map.set(first + i, utf16(text)));
      } else {
        const base = rest.slice(1, -1);
        const head = base.slice(0, -4);
        const tail = parseInt(base.slice(-4), 16);
        for (let code = first; code <= last; code++) map.set(code, utf16(head + (tail + code - first).toString(16).padStart(4, "0")));
      }
    }
  }
  return map;
}

const refs = (source: string) => [...source.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** The pages' object numbers in reading order (the page tree from the catalog). */
function pageOrder(objects: Map<number, PdfObject>): number[] {
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o.dict));
  const root = Number(/\/Pages (\d+) 0 R/.exec(catalog?.dict ?? "")?.[1]);
  const pages: number[] = [];
  const walk = (id: number, depth: number) => {
    const node = objects.get(id);
    if (!node || depth > 32) return;
    if (/\/Type\s*\/Pages\b/.test(node.dict)) {
      for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(node.dict)?.[1] ?? "")) walk(kid, depth + 1);
    } else if (/\/Type\s*\/Page\b/.test(node.dict)) pages.push(id);
  };
  walk(root, 0);
  return pages;
}

/** The text a content stream shows, with each font's map. */
function showText(content: string, fonts: Map<string, Map<number, string>>): string {
  let out = "";
  let font: Map<number, string> | undefined;
  const token = /\/([^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>|\b(ET|Td|TD|Tm|T\*)\b/g;
  for (const [, name, hex, operator] of content.matchAll(token)) {
    if (name !== undefined) font = fonts.get(name);
    else if (hex !== undefined) {
      const digits = hex.replace(/\s+/g, "");
      for (let i = 0; i + 4 <= digits.length; i += 4) out += font?.get(parseInt(digits.slice(i, i + 4), 16)) ?? "";
    } else out += operator === "ET" ? "\n" : " ";
  }
  return out;
}

/** The text of every page of `pdf`, pages separated by a form feed. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  const fontMap = (id: number) => {
    if (!cmaps.has(id)) {
      const toUnicode = Number(/\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dict ?? "")?.[1]);
      const stream = objects.get(toUnicode)?.stream;
      cmaps.set(id, stream ? readCMap(stream.toString("latin1")) : new Map());
    }
    return cmaps.get(id)!;
  };
  return pageOrder(objects)
    .map((id) => {
      const page = objects.get(id)!.dict;
      const resourcesRef = /\/Resources (\d+) 0 R/.exec(page)?.[1];
      const resources = resourcesRef ? (objects.get(Number(resourcesRef))?.dict ?? "") : page;
      const fontsRef = /\/Font (\d+) 0 R/.exec(resources)?.[1];
      const fontDict = fontsRef ? (objects.get(Number(fontsRef))?.dict ?? "") : (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "");
      const fonts = new Map([...fontDict.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)].map(([, name, ref]) => [name, fontMap(Number(ref))]));
      const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? "";
      return refs(contents)
        .map((ref) => showText(objects.get(ref)?.stream?.toString("latin1") ?? "", fonts))
        .join("\n");
    })
    .join("\f");
}

/** Text with every run of white space removed: glyph runs and lines split words anywhere. */
export const squash = (text: string) => text.replace(/\s+/g, "");
