import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_TEXT_PART_BYTES, readUploadForm } from "./upload.server";
import { expectModelError } from "../../tests/model-errors";
import { ModelError } from "~/models/errors";

const URL = "http://localhost/community/profile";
const OPTIONS = { fileField: "logo_file", maxFileBytes: 2 * 1024 * 1024 };

function post(body: FormData | URLSearchParams | string, headers?: Record<string, string>): Request {
  return new Request(URL, { method: "POST", body, headers });
}

/** A request whose body arrives in small chunks, and which counts how much was read. */
function streamed(form: FormData): Promise<{ request: Request; pulled: () => number }> {
  const source = new Request(URL, { method: "POST", body: form });
  return source.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer);
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        const end = Math.min(bytes.length, offset + 16 * 1024);
        controller.enqueue(bytes.slice(offset, end));
        offset = end;
      },
    });
    const request = new Request(URL, {
      method: "POST",
      body,
      headers: { "Content-Type": source.headers.get("content-type")! },
      duplex: "half",
    } as RequestInit);
    return { request, pulled: () => offset };
  });
}

describe("readUploadForm: beforeFiles", () => {
  const SCREENSHOTS = { fileField: "screenshots", maxFileBytes: 2 * 1024 * 1024, maxFiles: 5, tooLargeError: "screenshotTooLarge" };

  function proofForm(files: File[]): FormData {
    const form = new FormData();
    form.append("intent", "proof");
    form.append("links", "https://t.me/grup/1");
    form.append("note", "Sudah tayang.");
    for (const file of files) form.append("screenshots", file);
    return form;
  }

  it("runs once, as the first named file arrives, before any of its bytes are read; a refusal stops the reading and comes back with the text fields", async () => {
    const big = new File([crypto.randomBytes(3 * 1024 * 1024)], "layar.png", { type: "image/png" });
    const { request, pulled } = await streamed(proofForm([big, big]));
    let calls = 0;
    let readWhenCalled = 0;
    const busy = new ModelError("too_many", "imageJobRunning", { retryAfterSeconds: 5 });
    const result = await readUploadForm(request, {
      ...SCREENSHOTS,
      beforeFiles: () => {
        calls += 1;
        readWhenCalled = pulled();
        throw busy;
      },
    });
    expect(calls).toBe(1);
    expect(result.refused).toBe(busy);
    expect(result).toMatchObject({ files: [], file: null, fileError: null });
    expect([...result.form.entries()]).toEqual([
      ["intent", "proof"],
      ["links", "https://t.me/grup/1"],
      ["note", "Sudah tayang."],
    ]);
    // Nothing of the 6 MB of files was read (a 16 KB chunk or two carried the fields).
    expect(readWhenCalled).toBeLessThanOrEqual(32 * 1024);
    expect(pulled()).toBeLessThan(64 * 1024);
  });

  it("lets the files be read when it passes; is not run for an empty file input, and an error that is not a refusal goes on as it is", async () => {
    const shot = new File([crypto.randomBytes(1000)], "layar.png", { type: "image/png" });
    let calls = 0;
    const passed = await readUploadForm(post(proofForm([shot, shot])), { ...SCREENSHOTS, beforeFiles: () => void (calls += 1) });
    expect(calls).toBe(1);
    expect(passed.refused).toBeNull();
    expect(passed.files).toHaveLength(2);

    const none = await readUploadForm(post(proofForm([new File([], "", { type: "application/octet-stream" })])), {
      ...SCREENSHOTS,
      beforeFiles: () => {
        throw new Error("must not run");
      },
    });
    expect(none).toMatchObject({ files: [], refused: null });

    const locked = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    await expect(
      readUploadForm(post(proofForm([shot])), {
        ...SCREENSHOTS,
        beforeFiles: () => {
          throw locked;
        },
      }),
    ).rejects.toBe(locked);
  });
});

describe("readUploadForm", () => {
  it("refuses a 3 MB file with logoTooLarge and still reads the fields before and after it", async () => {
    const form = new FormData();
    form.append("name", "Komunitas Kopi Nusantara");
    form.append("intent", "save");
    form.append("logo_file", new File([crypto.randomBytes(3 * 1024 * 1024)], "logo.png", { type: "image/png" }));
    form.append("description", "Kami berbagi cerita kopi setiap minggu.");
    form.append("categories", "FOOD_BEVERAGE");
    form.append("categories", "OTHER");
    const { request, pulled } = await streamed(form);

    const result = await readUploadForm(request, OPTIONS);

    expect(result.fileError).toBe("logoTooLarge");
    expect(result.file).toBeNull();
    expect(result.form.get("name")).toBe("Komunitas Kopi Nusantara");
    expect(result.form.get("intent")).toBe("save");
    expect(result.form.get("description")).toBe("Kami berbagi cerita kopi setiap minggu.");
    expect(result.form.getAll("categories")).toEqual(["FOOD_BEVERAGE", "OTHER"]);
    expect(result.form.has("logo_file")).toBe(false);
    expect(pulled()).toBeGreaterThan(3 * 1024 * 1024); // read to the end, as a stream
  });

  it("accepts a file of exactly maxFileBytes", async () => {
    const bytes = crypto.randomBytes(64 * 1024);
    const form = new FormData();
    form.append("logo_file", new File([bytes], "logo.webp", { type: "image/webp" }));
    const result = await readUploadForm(post(form), { fileField: "logo_file", maxFileBytes: bytes.length });
    expect(result.fileError).toBeNull();
    expect(result.file?.bytes.equals(bytes)).toBe(true);
  });

  it("returns a 1 KB file with its bytes, type and name", async () => {
    const bytes = crypto.randomBytes(1024);
    const form = new FormData();
    form.append("name", "Komunitas Lari Pagi");
    form.append("logo_file", new File([bytes], "C:\\Users\\rina\\logo lari.jpg", { type: "image/jpeg" }));
    const result = await readUploadForm(post(form), OPTIONS);
    expect(result.fileError).toBeNull();
    expect(result.file).not.toBeNull();
    expect(Buffer.isBuffer(result.file!.bytes)).toBe(true);
    expect(result.file!.bytes.equals(bytes)).toBe(true);
    expect(result.file!.type).toBe("image/jpeg");
    expect(result.file!.name).toBe("logo lari.jpg");
    expect(result.form.get("name")).toBe("Komunitas Lari Pagi");
    expect(result.form.has("logo_file")).toBe(false);
  });

  it("gives null for an empty file input (no file chosen)", async () => {
    const form = new FormData();
    form.append("name", "Komunitas Fotografi");
    form.append("logo_file", new File([], "", { type: "application/octet-stream" }));
    form.append("logo_url", "https://example.id/logo.png");
    const result = await readUploadForm(post(form), OPTIONS);
    expect(result.file).toBeNull();
    expect(result.fileError).toBeNull();
    expect(result.form.get("name")).toBe("Komunitas Fotografi");
    expect(result.form.get("logo_url")).toBe("https://example.id/logo.png");
  });

  it("gives null for a named but empty file", async () => {
    const form = new FormData();
    form.append("logo_file", new File([], "kosong.png", { type: "image/png" }));
    const result = await readUploadForm(post(form), OPTIONS);
    expect(result.file).toBeNull();
    expect(result.fileError).toBeNull();
  });

  it("keeps only the first file of the field and ignores files of other fields", async () => {
    const first = crypto.randomBytes(100);
    const form = new FormData();
    form.append("other_file", new File([crypto.randomBytes(50)], "x.bin"));
    form.append("logo_file", new File([first], "a.png", { type: "image/png" }));
    form.append("logo_file", new File([crypto.randomBytes(100)], "b.png", { type: "image/png" }));
    form.append("name", "after");
    const result = await readUploadForm(post(form), OPTIONS);
    expect(result.file?.bytes.equals(first)).toBe(true);
    expect(result.form.has("other_file")).toBe(false);
    expect(result.form.get("name")).toBe("after");
  });

  it("reads a urlencoded body (no file) through request.formData()", async () => {
    const body = new URLSearchParams({ name: "Komunitas Baca", logo_url: "https://example.id/l.png", logo_file: "x" });
    const result = await readUploadForm(post(body), OPTIONS);
    expect(result.file).toBeNull();
    expect(result.fileError).toBeNull();
    expect(result.form.get("name")).toBe("Komunitas Baca");
    expect(result.form.get("logo_url")).toBe("https://example.id/l.png");
    expect(result.form.has("logo_file")).toBe(false);
  });

  it("keeps text fields UTF-8 and accepts one of 64 KB", async () => {
    const form = new FormData();
    form.append("description", "Kopi ☕ dan cerita — selamat datang!");
    form.append("long", "a".repeat(MAX_TEXT_PART_BYTES));
    const result = await readUploadForm(post(form), OPTIONS);
    expect(result.form.get("description")).toBe("Kopi ☕ dan cerita — selamat datang!");
    expect((result.form.get("long") as string).length).toBe(MAX_TEXT_PART_BYTES);
  });

  it("refuses a text field over 64 KB with 413", async () => {
    const form = new FormData();
    form.append("description", "a".repeat(MAX_TEXT_PART_BYTES + 1));
    const error = await expectModelError(readUploadForm(post(form), OPTIONS), "invalid", "tooLarge");
    expect(error.status).toBe(413);
  });

  it("refuses a malformed multipart body with 400", async () => {
    const request = post("--xyz\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n--xyz--\r\n", {
      "Content-Type": "multipart/form-data; boundary=xyz",
    });
    const error = await expectModelError(readUploadForm(request, OPTIONS), "invalid", "invalidInput");
    expect(error.status).toBe(400);
  });
});
