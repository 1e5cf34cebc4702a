import { json } from "@remix-run/node";
import { databaseHealth } from "~/models/health.server";

/**
 * GET /healthz: 200 { status: "ok" } when the database can write (a small real write, at
 * most every few seconds: models/health.server.ts); 503 { status: "unavailable", reason }
 * otherwise, `reason` "storage" when the disk is full or the data folder read-only.
 */
export function loader() {
  const health = databaseHealth();
  const headers = { "Cache-Control": "no-store" };
  if (health.ok) return json({ status: "ok" }, { headers });
  return json({ status: "unavailable", reason: health.reason }, { status: 503, headers });
}
