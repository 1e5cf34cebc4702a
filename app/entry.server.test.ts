import { describe, expect, it } from "vitest";
import { documentBytes } from "./entry.server";

/* The one-pass page's bytes: the doctype, then the page, in UTF-8. */

describe("documentBytes", () => {
  it("writes the doctype and the page as UTF-8, whatever characters the page holds", () => {
    for (const html of ["", "<html><body>plain</body></html>", "<title>Dasbor — Guyub</title><p>“Kopi” – ✕ café 𝄞</p>", "é".repeat(5000)]) {
      const bytes = documentBytes(html);
      expect(Buffer.from(bytes).equals(Buffer.from(`<!DOCTYPE html>${html}`, "utf8")), html.slice(0, 40)).toBe(true);
      expect(bytes.byteLength).toBe(Buffer.byteLength(`<!DOCTYPE html>${html}`));
    }
  });
});
