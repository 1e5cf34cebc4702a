import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/server/db.server";
import { claimLease, leaseHolder, releaseLease } from "./job-lease.server";

/*
 * Job leases on the test's real SQLite file, with the clock the test gives: of several
 * holders exactly one gets the lease; its holder renews it; another takes it over once
 * it expired, or at once when it was released.
 */
const T0 = 1_800_000_000_000;
const TTL = 30_000;
const claim = (holder: string, now: number, name = "mail") => claimLease({ name, holder, now, ttlMs: TTL });

describe("claimLease", () => {
  it("gives the lease to exactly one of the holders that claim it at the same time", () => {
    const holders = ["a", "b", "c", "d", "e", "f"];
    const won = holders.filter((holder) => claim(holder, T0));
    expect(won).toEqual(["a"]);
    expect(leaseHolder("mail", T0)).toBe("a");
    // Another job's lease is its own.
    expect(claim("b", T0, "campaigns")).toBe(true);
    expect(leaseHolder("campaigns", T0)).toBe("b");
  });

  it("lets its holder renew it, so another holder cannot take it while it is renewed", () => {
    expect(claim("a", T0)).toBe(true);
    expect(claim("a", T0 + TTL - 1_000)).toBe(true);
    // Past the first expiry, but renewed: still a's.
    expect(claim("b", T0 + TTL + 1_000)).toBe(false);
    expect(leaseHolder("mail", T0 + TTL + 1_000)).toBe("a");
    expect(claim("a", T0 + 2 * TTL - 2_000)).toBe(true);
    expect(claim("b", T0 + 2 * TTL + 1_000)).toBe(false);
  });

  it("lets another holder take it over once it expired (its holder died), and not before", () => {
    expect(claim("a", T0)).toBe(true);
    expect(claim("b", T0 + TTL - 1)).toBe(false);
    expect(leaseHolder("mail", T0 + TTL)).toBeNull();
    expect(claim("b", T0 + TTL)).toBe(true);
    expect(leaseHolder("mail", T0 + TTL)).toBe("b");
    // The old holder, back (it was only frozen), finds it taken.
    expect(claim("a", T0 + TTL + 1)).toBe(false);
  });

  it("goes before its expiry to a claim that names its holder as replaced (a holder known to be dead), and only then", () => {
    expect(claim("a", T0)).toBe(true);
    expect(claimLease({ name: "mail", holder: "b", now: T0 + 1, ttlMs: TTL, replacing: "c" })).toBe(false);
    expect(claimLease({ name: "mail", holder: "b", now: T0 + 1, ttlMs: TTL, replacing: "a" })).toBe(true);
    expect(leaseHolder("mail", T0 + 1)).toBe("b");
    // Naming "a" again does not take it from b.
    expect(claimLease({ name: "mail", holder: "c", now: T0 + 2, ttlMs: TTL, replacing: "a" })).toBe(false);
  });

  it("is free at once when its holder releases it; a release by another holder changes nothing", () => {
    expect(claim("a", T0)).toBe(true);
    releaseLease("mail", "b");
    expect(leaseHolder("mail", T0)).toBe("a");
    releaseLease("mail", "a");
    expect(leaseHolder("mail", T0)).toBeNull();
    expect(claim("b", T0 + 1)).toBe(true);
  });

  it("lives in the database file, where every process sees it", () => {
    expect(claim("worker-1", T0)).toBe(true);
    const other = new Database(db.$client.name, { readonly: true });
    try {
      expect(other.prepare("SELECT name, holder, expires_at FROM job_leases").all()).toEqual([
        { name: "mail", holder: "worker-1", expires_at: T0 + TTL },
      ]);
    } finally {
      other.close();
    }
  });

  it("refuses a lease without a duration", () => {
    expect(() => claimLease({ name: "mail", holder: "a", now: T0, ttlMs: 0 })).toThrow(/positive duration/);
  });
});
