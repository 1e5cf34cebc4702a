import fs from "node:fs";
import { expect } from "vitest";
import type { TestServer } from "./server";

/*
 * What the crash tests share: killing the built server (and its workers) with SIGKILL,
 * as a power cut would, and waiting until every one of its processes is gone.
 */

/** Whether process `pid` still runs (a killed child not yet reaped, a zombie, does not). */
export function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** SIGKILL to every process of `server` at once: its workers (`workerProcesses`) and its primary. */
export function killAll(server: TestServer, workerProcesses: number[]): void {
  for (const pid of workerProcesses) if (alive(pid)) process.kill(pid, "SIGKILL");
  server.child.kill("SIGKILL");
}

/** Wait until the killed server's primary has exited by SIGKILL and none of its workers runs. */
export async function waitUntilGone(server: TestServer, workerProcesses: number[]): Promise<void> {
  await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode !== null ? r(null) : server.child.once("exit", r)));
  expect(server.child.signalCode).toBe("SIGKILL");
  for (const pid of workerProcesses) {
    while (alive(pid)) await new Promise((r) => setTimeout(r, 20));
  }
}
