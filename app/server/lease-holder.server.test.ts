import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { claimLease, leaseHolder } from "~/models/job-lease.server";
import { JobLease, isDeadLocalHolder } from "./lease-holder.server";

/*
 * A process's hold on a job lease, on the test's real SQLite file: renewal without a
 * write while most of the lease is left; a takeover at once from a holder of this machine
 * whose process is gone; none from a live or a remote holder before the expiry.
 */
const T0 = 1_800_000_000_000;

/** The pid of a process that ran and is gone. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("isDeadLocalHolder", () => {
  it("is true only for a holder of this machine whose process no longer runs", () => {
    const host = os.hostname();
    expect(isDeadLocalHolder(`${host}:${deadPid()}:ab12`)).toBe(true);
    expect(isDeadLocalHolder(`${host}:${process.ppid}:ab12`)).toBe(false);
    expect(isDeadLocalHolder(`${host}:${process.pid}:ab12`)).toBe(false);
    expect(isDeadLocalHolder(`elsewhere.example:${deadPid()}:ab12`)).toBe(false);
    expect(isDeadLocalHolder("garbage")).toBe(false);
  });
});

describe("JobLease", () => {
  it("takes the lease, keeps it, and gives it up; a second one waits meanwhile", () => {
    let clock = T0;
    const a = new JobLease("mail", { ttlMs: 30_000, now: () => clock });
    const b = new JobLease("mail", { ttlMs: 30_000, now: () => clock });
    expect(a.hold()).toBe(true);
    expect(b.hold()).toBe(false);
    clock += 25_000;
    expect(a.hold()).toBe(true);
    clock += 20_000; // past the first claim's expiry: renewed at 25 s
    expect(b.hold()).toBe(false);
    a.release();
    expect(b.hold()).toBe(true);
    expect(leaseHolder("mail", clock)).toBe(b.holder);
  });

  it("takes over at once from a process of this machine that is gone, not from a live or remote one", () => {
    const lease = new JobLease("mail", { ttlMs: 30_000, now: () => T0 });
    for (const holder of [`${os.hostname()}:${process.ppid}:live`, `elsewhere.example:${deadPid()}:far`]) {
      expect(claimLease({ name: "mail", holder, now: T0 - 1_000, ttlMs: 600_000, replacing: leaseHolder("mail", T0) ?? undefined })).toBe(
        true,
      );
      expect(lease.hold()).toBe(false);
    }
    expect(
      claimLease({
        name: "mail",
        holder: `${os.hostname()}:${deadPid()}:gone`,
        now: T0,
        ttlMs: 600_000,
        replacing: leaseHolder("mail", T0)!,
      }),
    ).toBe(true);
    expect(lease.hold()).toBe(true);
    expect(leaseHolder("mail", T0)).toBe(lease.holder);
  });
});
