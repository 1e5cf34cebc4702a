import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./auth.server";

/* The redirect after sign-in stays on this site, whatever the input normalises to. */

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/community/briefs?tab=all#top")).toBe("/community/briefs?tab=all#top");
    expect(safeRedirect("/a/../b")).toBe("/b");
  });

  it("refuses what normalises to another host", () => {
    for (const attack of [
      "/.//evil.example",
      "/%2e//x",
      "/a/..//x",
      "/./\\x",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/%2e%2e//x",
    ]) {
      expect(safeRedirect(attack), attack).toBe("/");
    }
  });

  it("never returns something a browser reads as another host (generated paths)", () => {
    const piece = fc.constantFrom("/", "\\", ".", "..", "%2e", "%2f", "%5c", "evil.example", "a", "?", "#", "@", ":");
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (parts) => {
        const result = safeRedirect(`/${parts.join("")}`);
        expect(result.startsWith("/")).toBe(true);
        expect(/^[/\\]{2}/.test(result)).toBe(false);
        expect(new URL(result, "https://guyub.id").host).toBe("guyub.id");
      }),
      { numRuns: 2000 },
    );
  });
});
