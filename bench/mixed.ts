import type { Role } from "../app/utils/enums";
import type { PacedRequest } from "./load";

/*
 * The mixed run: what a busy hour looks like, at a steady rate.
 * Every cycle of 40 requests: 18 anonymous reads (home, browse with and without a
 * search, pages further on, the public API), 16 signed-in pages of the three roles, and
 * 6 writes (a registration, a contact message, two members, two draft briefs). Each
 * client comes through the proxy with its own address (X-Forwarded-For), as real
 * visitors do, so the per-address limits (registration, contact) never refuse the run.
 * A registration changes the public data (new user), so it also empties the page cache.
 */
export const MIXED = {
  rate: 200,
  duration: 60,
  /** Served by this many workers (`node scripts/serve.js`, WEB_CONCURRENCY): one per core of the 2-core machine. */
  workers: 2,
  /** The target with 2 workers or more: p99 under this, and no request failed. */
  p99Ms: 60,
};

type Sessions = (role: Role) => Record<string, string>;

const READS: Array<{ path: string; role?: Role }> = [
  { path: "/" },
  { path: "/" },
  { path: "/browse" },
  { path: "/browse" },
  { path: "/browse" },
  { path: "/browse" },
  { path: "/browse?q=kopi" },
  { path: "/browse?q=komunitas" },
  { path: "/browse?page=20" },
  { path: "/browse?page=3" },
  { path: "/browse?category=EDUCATION" },
  { path: "/browse?category=TECHNOLOGY&location=Jakarta" },
  { path: "/api/communities?limit=12" },
  { path: "/api/communities?category=EDUCATION&limit=12" },
  { path: "/api/communities?q=kopi&limit=12" },
  { path: "/api/categories" },
  { path: "/about" },
  { path: "/how-it-works" },
  { path: "/community/dashboard", role: "COMMUNITY_OWNER" },
  { path: "/community/dashboard", role: "COMMUNITY_OWNER" },
  { path: "/community/briefs", role: "COMMUNITY_OWNER" },
  { path: "/community/briefs?tab=all", role: "COMMUNITY_OWNER" },
  { path: "/community/members", role: "COMMUNITY_OWNER" },
  { path: "/community/applications", role: "COMMUNITY_OWNER" },
  { path: "/advertiser/dashboard", role: "ADVERTISER" },
  { path: "/advertiser/dashboard", role: "ADVERTISER" },
  { path: "/advertiser/search", role: "ADVERTISER" },
  { path: "/advertiser/search?category=EDUCATION", role: "ADVERTISER" },
  { path: "/advertiser/briefs", role: "ADVERTISER" },
  { path: "/admin/dashboard", role: "ADMIN" },
  { path: "/admin/briefs", role: "ADMIN" },
  { path: "/admin/users", role: "ADMIN" },
  { path: "/admin/communities", role: "ADMIN" },
  { path: "/admin/applications", role: "ADMIN" },
];
const CYCLE = READS.length + 6;

const json = { "content-type": "application/json" };

/** A brief as the API takes it, for the bench's own writes (the mixed run, the uploads run). */
export function benchBrief(title: string, description: string, status: "DRAFT" | "PENDING_APPROVAL") {
  return {
    title,
    company_name: "Bench Media",
    description,
    target_category: "TECHNOLOGY",
    budget_min: 1_000_000,
    budget_max: 5_000_000,
    requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 100, location: "Jakarta" },
    community_guidelines: "None.",
    schedule_post: "One post.",
    scope_of_work: "One post.",
    status,
  };
}

function draftBrief(n: number) {
  return JSON.stringify(benchBrief(`Bench mixed brief ${n}`, "A draft brief written by the mixed load run of the bench.", "DRAFT"));
}

/** Request number i of the mixed run. `communityId`: the bench owner's community. */
export function mixedRequest(i: number, ctx: { session: Sessions; communityId: number; runId: string }): PacedRequest {
  const slot = i % CYCLE;
  const client = { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
  const n = `${ctx.runId}-${i}`;
  if (slot < READS.length) {
    const read = READS[slot];
    return { path: read.path, headers: { ...client, ...(read.role ? ctx.session(read.role) : {}) } };
  }
  switch (slot - READS.length) {
    case 0:
      return {
        method: "POST",
        path: "/api/register",
        headers: { ...client, ...json },
        body: JSON.stringify({
          fullname: "Mixed Load",
          email: `mixed-${n}@bench.example.id`,
          phone: "081234567890",
          password: "mixed-load-password-1",
          confirmPassword: "mixed-load-password-1",
          role: "ADVERTISER",
          terms: true,
          company_name: "PT Mixed Load",
        }),
      };
    case 1:
      return {
        method: "POST",
        path: "/api/contact",
        headers: { ...client, ...json },
        body: JSON.stringify({
          name: `Mixed ${n}`,
          email: "mixed@bench.example.id",
          phone: "081234567890",
          message: "A message from the mixed load run.",
        }),
      };
    case 2:
    case 3:
      return {
        method: "POST",
        path: `/api/communities/${ctx.communityId}/members`,
        headers: { ...client, ...json, ...ctx.session("COMMUNITY_OWNER") },
        body: JSON.stringify({ name: `Member ${n}`, role: "Member" }),
      };
    default:
      return { method: "POST", path: "/api/briefs", headers: { ...client, ...json, ...ctx.session("ADVERTISER") }, body: draftBrief(i) };
  }
}
