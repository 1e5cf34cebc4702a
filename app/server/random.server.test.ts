import { describe, expect, it } from "vitest";
import { randomToken } from "./random.server";

describe("randomToken", () => {
  it("gives tokens of the asked size and encoding, none twice, across many refills of the pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const token = randomToken(16, "base64url");
      expect(Buffer.from(token, "base64url")).toHaveLength(16);
      expect(token).toMatch(/^[\w-]{22}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(3000);
    expect(Buffer.from(randomToken(16, "base64"), "base64")).toHaveLength(16);
    expect(randomToken(6, "hex")).toMatch(/^[0-9a-f]{12}$/);
    // Larger than the pool: straight from the CSPRNG.
    expect(Buffer.from(randomToken(5000, "base64"), "base64")).toHaveLength(5000);
  });

  it("looks uniform: every byte value turns up, none far more often than the others", () => {
    const counts = new Array(256).fill(0);
    for (let i = 0; i < 4000; i++) for (const byte of Buffer.from(randomToken(16, "hex"), "hex")) counts[byte]++;
    // 64,000 bytes: 250 of each value expected; a fair source stays well inside 150..350.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(350);
  });
});
