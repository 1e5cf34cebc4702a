import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { ModelError } from "~/models/errors";
import { fieldNameFits } from "~/validation/form-data";

/*
 * Reading a form that may carry uploaded files (the community logo; up to 5 proof
 * screenshots), without ever
 * holding more of the request in memory than the limits allow:
 *  - the body is parsed as a stream, part by part (Remix's multipart parser);
 *  - each file part is collected chunk by chunk; once it passes maxFileBytes collection
 *    stops, the rest of the part is read and thrown away (so the text fields after it
 *    still parse) and fileError says so; so is every file past maxFiles;
 *  - text parts are bounded (MAX_TEXT_PART_BYTES each, MAX_TEXT_BYTES together,
 *    MAX_PARTS parts): beyond that the whole request is refused (413);
 *  - a field name out of shape (fieldNameFits) refuses the request (400);
 *  - `beforeFiles`, when given, runs as the first named file of `fileField` arrives, before
 *    any of it is read: when it refuses (a ModelError) reading stops there, and the answer
 *    carries that refusal with the text fields sent before the files (a page form sends
 *    its file field last), so the form can come back with them; the rest of the body is
 *    dropped by the front door (request-context.server.ts).
 * Remix's parser buffers whatever part a handler leaves unread, so every part we do not
 * keep is drained here on purpose.
 */

export const MAX_TEXT_PART_BYTES = 64 * 1024;
const MAX_TEXT_BYTES = 1024 * 1024;
const MAX_PARTS = 1000;

export type UploadedFile = { bytes: Buffer; type: string; name: string };

export type UploadForm = {
  /** Every text field, without the file field. */
  form: FormData;
  /** The first uploaded file; null when none was chosen, it was empty, or it was too large. */
  file: UploadedFile | null;
  /** Every uploaded file kept (at most maxFiles), in the order sent. */
  files: UploadedFile[];
  /** The message key of the first file refused (too large, or one too many), or null. */
  fileError: string | null;
  /** What `beforeFiles` refused the files with (nothing of them was read), or null. */
  refused: ModelError | null;
};

export type UploadOptions = {
  fileField: string;
  maxFileBytes: number;
  /** How many files the field takes (1 unless said). */
  maxFiles?: number;
  /** Message keys for a file over maxFileBytes, and for one past maxFiles. */
  tooLargeError?: string;
  tooManyError?: string;
  /** Runs once, as the first named file of fileField arrives, before any of it is read; may refuse with a ModelError. */
  beforeFiles?: () => void;
};

function tooLarge(): ModelError {
  return new ModelError("invalid", "tooLarge").withStatus(413);
}

/** How much of a body is parsed between two turns of the event loop. */
const SLICE_BYTES = 256 * 1024;

/**
 * The chunks of `data`, with a turn of the event loop after every SLICE_BYTES: a body
 * that is there all at once (a fast client) is parsed in slices of a few milliseconds,
 * not in one block that holds up every other request of the process.
 */
async function* inSlices(data: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let sinceTurn = 0;
  for await (const chunk of data) {
    yield chunk;
    sinceTurn += chunk.byteLength;
    if (sinceTurn >= SLICE_BYTES) {
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of inSlices(data)) void chunk;
}

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

/**
 * Read a form posted as multipart/form-data (or, without a file, urlencoded), with one
 * file field `fileField` of at most `maxFileBytes`. See the comment above.
 */
export async function readUploadForm(request: Request, options: UploadOptions): Promise<UploadForm> {
  const { fileField, maxFileBytes, maxFiles = 1, tooLargeError = "logoTooLarge", tooManyError = tooLargeError } = options;

  if (!isMultipart(request)) {
    const form = await request.formData();
    form.delete(fileField);
    return { form, file: null, files: [], fileError: null, refused: null };
  }

  const files: UploadedFile[] = [];
  let fileError: string | null = null;
  let parts = 0;
  let textBytes = 0;
  // The text fields in the order sent: the form when beforeFiles stops the reading.
  const texts: [string, string][] = [];
  let checked = !options.beforeFiles;
  let stopped: { error: unknown } | null = null;

  const handler: UploadHandler = async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw tooLarge();
    // A field name no form of ours has: refused before anything is built from it.
    if (!fieldNameFits(part.name)) throw new ModelError("invalid", "formUnreadable");

    if (typeof part.filename === "string" || part.name === fileField) {
      // A file part (or the file field sent as text): never a form field.
      if (part.name !== fileField || typeof part.filename !== "string" || (maxFiles === 1 && (files.length > 0 || fileError))) {
        await drain(part.data);
        return undefined;
      }
      if (!checked && part.filename !== "") {
        checked = true;
        try {
          options.beforeFiles?.();
        } catch (error) {
          stopped = { error };
          throw error;
        }
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      let tooLarge = false;
      for await (const chunk of inSlices(part.data)) {
        if (tooLarge) continue; // too large already: read the rest and drop it
        size += chunk.byteLength;
        if (size > maxFileBytes) {
          tooLarge = true;
          fileError ??= tooLargeError;
          chunks.length = 0;
          continue;
        }
        chunks.push(chunk);
      }
      if (!tooLarge && size > 0 && part.filename !== "") {
        // A browser sends an empty part for a file input left empty: only real files count.
        if (files.length >= maxFiles) fileError ??= tooManyError;
        else files.push({ bytes: Buffer.concat(chunks), type: part.contentType || "application/octet-stream", name: part.filename });
      }
      return undefined;
    }

    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      textBytes += chunk.byteLength;
      if (size > MAX_TEXT_PART_BYTES || textBytes > MAX_TEXT_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    texts.push([part.name, text]);
    return text;
  };

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    const stop = stopped as { error: unknown } | null;
    if (stop) {
      // Refused before the files: the text fields so far, and the refusal. Anything else
      // (the database busy) goes on as it is, so the request runs again.
      if (!(stop.error instanceof ModelError)) throw stop.error;
      const sent = new FormData();
      for (const [name, value] of texts) sent.append(name, value);
      return { form: sent, file: null, files: [], fileError: null, refused: stop.error };
    }
    if (error instanceof ModelError) throw error;
    // A malformed body (bad boundary, cut off, broken part headers) is the client's fault.
    throw new ModelError("invalid", "invalidInput");
  }
  return { form, file: files[0] ?? null, files, fileError, refused: null };
}
