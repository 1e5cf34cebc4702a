import { describe, expect, it } from "vitest";
import { makeAdmin, makeUser } from "../../tests/factories";
import { holdsDemoData } from "./demo.server";

/* The demo sign: the seed's admin, asked again once a worker's answer is 10 s old. */

describe("holdsDemoData", () => {
  it("is the demo admin's presence, kept for 10 seconds per database", async () => {
    const t0 = 1_800_000_000_000;
    await makeAdmin();
    expect(holdsDemoData(t0)).toBe(false);
    await makeAdmin("admin@guyub.id");
    // Within the 10 s the worker keeps its answer; then it asks again.
    expect(holdsDemoData(t0 + 9_999)).toBe(false);
    expect(holdsDemoData(t0 + 10_000)).toBe(true);
    // A clock set back never keeps a stale answer.
    expect(holdsDemoData(t0)).toBe(true);
  });

  it("a visitor who registers the demo admin's e-mail as an owner switches nothing on", async () => {
    await makeUser({ email: "admin@guyub.id" });
    expect(holdsDemoData(Date.now() + 60_000)).toBe(false);
  });
});
