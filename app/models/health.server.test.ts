import { afterEach, describe, expect, it } from "vitest";
import { healthProbe } from "../../db/schema";
import { refuseWrites } from "../../tests/storage";
import { db } from "~/lib/server/db.server";
import { PROBE_EVERY_MS, databaseHealth, forgetDatabaseHealth } from "./health.server";

/* The write probe behind /healthz, on the test's real database (see tests/storage.ts). */
afterEach(() => forgetDatabaseHealth());

describe("databaseHealth", () => {
  it("writes the heartbeat row: ok", () => {
    expect(databaseHealth(1_000_000)).toEqual({ ok: true });
    expect(db.select().from(healthProbe).all()).toEqual([{ id: 1, checkedAt: new Date(1_000_000) }]);
  });

  it("reports a database that cannot write, though it still reads; probing at most every few seconds", () => {
    const t0 = 2_000_000;
    expect(databaseHealth(t0)).toEqual({ ok: true });
    const restore = refuseWrites();
    try {
      // Within the interval the last answer stands: no write is tried.
      expect(databaseHealth(t0 + PROBE_EVERY_MS - 1)).toEqual({ ok: true });
      expect(databaseHealth(t0 + PROBE_EVERY_MS)).toEqual({ ok: false, reason: "storage" });
      expect(databaseHealth(t0 + PROBE_EVERY_MS + 1_000)).toEqual({ ok: false, reason: "storage" });
      expect(db.select().from(healthProbe).get()?.checkedAt).toEqual(new Date(t0));
    } finally {
      restore();
    }
    expect(databaseHealth(t0 + PROBE_EVERY_MS + 1_000)).toEqual({ ok: false, reason: "storage" });
    expect(databaseHealth(t0 + 2 * PROBE_EVERY_MS)).toEqual({ ok: true });
    expect(db.select().from(healthProbe).get()?.checkedAt).toEqual(new Date(t0 + 2 * PROBE_EVERY_MS));
  });

  it("probes again when the clock goes back", () => {
    expect(databaseHealth(5_000_000)).toEqual({ ok: true });
    const restore = refuseWrites();
    try {
      expect(databaseHealth(4_000_000)).toEqual({ ok: false, reason: "storage" });
    } finally {
      restore();
    }
  });
});
