import { json } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { db } from "~/utils/db.server";

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export function loader() {
  try {
    db.get(sql`SELECT 1`);
    return json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[guyub] health check failed", error);
    return json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
