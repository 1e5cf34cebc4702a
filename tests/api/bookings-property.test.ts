import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, freshAccount, freshParty, serverForTests, signIn, type Client, type Party } from "./kit";
import { client } from "./server";

/*
 * The booking rules over HTTP, as random sequences (fast-check, a fixed seed): each run
 * gives two fresh brands many packages of two verified communities (one paused) and sends
 * random calls of the booking endpoints as random callers (a brand, an owner, the admin,
 * a pending brand, nobody signed in) on their own bookings and others' (or none). A model
 * says what each call must answer. After every call: never a 500; the status is the one
 * the rules give that caller (401, 403 for the wrong side or a pending brand, 404 for a
 * stranger, 409 naming the allowed moves or for a limit, 200/201 otherwise); the database
 * holds the model's states; at most one open booking per brand and package, at most 20
 * per brand; every booking has its thread; an accepted booking has exactly one campaign,
 * named by the booking and its thread, at the booking's price.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const tag = crypto.randomBytes(3).toString("hex");
const RUNS = Number(process.env.BOOKING_PROPERTY_RUNS ?? 6);
const SEED = Number(process.env.BOOKING_PROPERTY_SEED ?? 37_2026);
const NONE = 99_999_999;
const PACKAGES = 16;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type State = "REQUESTED" | "COUNTERED" | "ACCEPTED" | "DECLINED" | "EXPIRED";
type Booking = { id: number; brand: number; owner: number; pkg: number; state: State; listPrice: number; price: number };
type Pkg = { id: number; owner: number; active: boolean; price: number };
type Move = "accept" | "decline" | "counter" | "counter_accept" | "counter_decline";

const MOVE_FROM: Record<Move, State[]> = {
  accept: ["REQUESTED"],
  decline: ["REQUESTED"],
  counter: ["REQUESTED", "COUNTERED"],
  counter_accept: ["COUNTERED"],
  counter_decline: ["COUNTERED"],
};
const OWNER_MOVES: Move[] = ["accept", "decline", "counter"];
const PATH: Record<Move, string> = {
  accept: "accept",
  decline: "decline",
  counter: "counter",
  counter_accept: "counter/accept",
  counter_decline: "counter/decline",
};

let owners: (Party & { communityId: number })[];
let admin: Client;
let pending: Client;
let anonymous: Client;

function sqlite() {
  const db = new Database(path.join(server.dataDir, "guyub.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

function insertPackages(communityId: number, owner: number, count: number): Pkg[] {
  const db = sqlite();
  try {
    const now = Date.now();
    const insert = db.prepare(
      `INSERT INTO packages (community_id, title, description, kind, platform, price, delivery_days, brand_provides, active, position, created_at, updated_at)
       VALUES (?, ?, 'Unggahan grup', 'ONLINE_POST', 'WHATSAPP', ?, 5, '', ?, ?, ?, ?)`,
    );
    return Array.from({ length: count }, (_, i) => {
      const price = 100_000 * (i + 1);
      const active = i !== 0;
      const id = Number(insert.run(communityId, `Paket ${tag} ${i}`, price, active ? 1 : 0, i, now, now).lastInsertRowid);
      return { id, owner, active, price };
    });
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  ({ c: admin } = await signIn(server.url, DEMO.admin));
  ({ c: pending } = await signIn(server.url, await freshAccount(server.url, "ADVERTISER", { pending: true, prefix: `bp-pending-${tag}` })));
  anonymous = client(server.url);
  owners = [];
  for (let i = 0; i < 2; i += 1) {
    const party = await freshParty(server.url, "COMMUNITY_OWNER", `bp-${i}-${tag}`);
    const created = await party.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Properti ${i} ${tag}` });
    expect(created.status, created.text).toBe(201);
    expect((await admin.request("PUT", `/api/communities/${created.json.id}/verify`, { verified: true })).status).toBe(200);
    owners.push({ ...party, communityId: created.json.id });
  }
});

/** A caller: a brand or an owner (by index), the admin, a pending brand, nobody. */
type Caller = { kind: "brand" | "owner"; i: number } | { kind: "admin" | "pending" | "anonymous" };
const callerArb: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("brand" as const), i: fc.nat(1) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("owner" as const), i: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.constantFrom({ kind: "admin" as const }, { kind: "pending" as const }, { kind: "anonymous" as const }) },
);
/** Who books: mostly the first brand, so that it reaches its 20 open bookings. */
const bookerArb: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: "brand" as const, i: 0 }) },
  { weight: 2, arbitrary: fc.constant({ kind: "brand" as const, i: 1 }) },
  { weight: 1, arbitrary: callerArb },
);
type Command =
  | { type: "book"; caller: Caller; pkg: number }
  | { type: "move"; caller: Caller; target: number; move: Move; same: boolean }
  | { type: "get"; caller: Caller; target: number }
  | { type: "list"; caller: Caller };
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant("book" as const), caller: bookerArb, pkg: fc.nat(2 * PACKAGES - 1) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("move" as const),
      caller: callerArb,
      target: fc.nat(60),
      move: fc.constantFrom<Move>("accept", "decline", "counter", "counter_accept", "counter_decline"),
      same: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("get" as const), caller: callerArb, target: fc.nat(60) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("list" as const), caller: callerArb }) },
);

describe("the booking endpoints under random sequences", () => {
  it("keep the states legal, the limits, the sides and one campaign per accepted booking", async () => {
    // Whether some run reached the 20 open bookings (the limit is then exercised, not assumed).
    let limitReached = false;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 40, maxLength: 90 }), async (commands) => {
        const brands = [
          await freshParty(server.url, "ADVERTISER", `bp-b0-${tag}`),
          await freshParty(server.url, "ADVERTISER", `bp-b1-${tag}`),
        ];
        const pkgs = owners.flatMap((o, i) => insertPackages(o.communityId, i, PACKAGES));
        const bookings: Booking[] = [];
        const clientOf = (caller: Caller): Client =>
          caller.kind === "brand"
            ? brands[caller.i].c
            : caller.kind === "owner"
              ? owners[caller.i].c
              : caller.kind === "admin"
                ? admin
                : caller.kind === "pending"
                  ? pending
                  : anonymous;
        const isParty = (caller: Caller, b: Booking) =>
          (caller.kind === "brand" && caller.i === b.brand) || (caller.kind === "owner" && caller.i === b.owner);
        const open = (b: Booking) => b.state === "REQUESTED" || b.state === "COUNTERED";
        // The first brand starts with 18 open bookings: the random books take it to its limit.
        for (const pkg of pkgs.filter((p) => p.active).slice(0, 18)) {
          const res = await brands[0].c.request("POST", `/api/packages/${pkg.id}/bookings`, {
            promote: "Produk kopi baru",
            wished_date: inDays(10),
          });
          expect(res.status, res.text).toBe(201);
          bookings.push({
            id: res.json.id,
            brand: 0,
            owner: pkg.owner,
            pkg: pkg.id,
            state: "REQUESTED",
            listPrice: pkg.price,
            price: pkg.price,
          });
        }

        for (const command of commands) {
          const c = clientOf(command.caller);
          if (command.type === "book") {
            const pkg = pkgs[command.pkg];
            const res = await c.request("POST", `/api/packages/${pkg.id}/bookings`, {
              promote: "Produk kopi baru",
              wished_date: inDays(10),
            });
            let expected: number;
            if (command.caller.kind === "anonymous") expected = 401;
            else if (command.caller.kind !== "brand") expected = 403;
            else if (!pkg.active) expected = 409;
            else {
              const brand = command.caller.i;
              const mine = bookings.filter((b) => b.brand === brand && open(b));
              expected = mine.some((b) => b.pkg === pkg.id) || mine.length >= 20 ? 409 : 201;
            }
            expect(res.status, `book ${JSON.stringify(command)}: ${res.text}`).toBe(expected);
            if (expected === 409 && pkg.active && res.json.message.includes("open bookings")) limitReached = true;
            if (res.status === 201) {
              expect(res.json).toMatchObject({ state: "REQUESTED", price: pkg.price, campaign_id: null });
              bookings.push({
                id: res.json.id,
                brand: (command.caller as { i: number }).i,
                owner: pkg.owner,
                pkg: pkg.id,
                state: "REQUESTED",
                listPrice: pkg.price,
                price: pkg.price,
              });
            }
          } else if (command.type === "move") {
            const b = bookings.length ? bookings[command.target % (bookings.length + 1)] : undefined;
            const id = b?.id ?? NONE;
            const move = command.move;
            const counterPrice = b && command.same ? b.listPrice : (b?.listPrice ?? 0) + 50_000;
            const body =
              move === "decline"
                ? { reason: "Jadwal penuh" }
                : move === "counter"
                  ? { price: counterPrice, message: "Tawaran" }
                  : move === "counter_decline"
                    ? {}
                    : undefined;
            const res = await c.request("PUT", `/api/bookings/${id}/${PATH[move]}`, body);
            const caller = command.caller;
            let expected: number;
            if (caller.kind === "anonymous") expected = 401;
            else if (!b || (caller.kind !== "admin" && !isParty(caller, b))) expected = 404;
            else if (caller.kind === "admin" || (caller.kind === "owner") !== OWNER_MOVES.includes(move)) expected = 403;
            else if (!MOVE_FROM[move].includes(b.state)) expected = 409;
            else if (move === "counter" && command.same) expected = 400;
            else expected = 200;
            expect(res.status, `${move} ${JSON.stringify(command)} on ${JSON.stringify(b)}: ${res.text}`).toBe(expected);
            if (res.status === 409) expect(res.json.message).toMatch(/Allowed now: /);
            if (b && res.status === 200) {
              if (move === "accept" || move === "counter_accept") b.state = "ACCEPTED";
              else if (move === "decline" || move === "counter_decline") b.state = "DECLINED";
              else {
                b.state = "COUNTERED";
                b.price = counterPrice;
              }
              expect(res.json).toMatchObject({ state: b.state, price: b.price });
            }
          } else if (command.type === "get") {
            const b = bookings.length ? bookings[command.target % (bookings.length + 1)] : undefined;
            const res = await c.request("GET", `/api/bookings/${b?.id ?? NONE}`);
            const caller = command.caller;
            const expected = caller.kind === "anonymous" ? 401 : b && (caller.kind === "admin" || isParty(caller, b)) ? 200 : 404;
            expect(res.status, res.text).toBe(expected);
            if (b && res.status === 200) expect(res.json).toMatchObject({ state: b.state, price: b.price });
          } else {
            const res = await c.request("GET", "/api/bookings?limit=100");
            const caller = command.caller;
            if (caller.kind === "anonymous") expect(res.status).toBe(401);
            else {
              expect(res.status, res.text).toBe(200);
              const ids = new Set((res.json as { id: number }[]).map((x) => x.id));
              for (const b of bookings) {
                if (caller.kind === "brand" || caller.kind === "owner")
                  expect(ids.has(b.id), `list of ${caller.kind} ${caller.i}`).toBe(isParty(caller, b));
              }
            }
          }
        }

        // The database holds what the model holds, and the invariants.
        const db = sqlite();
        try {
          for (const b of bookings) {
            const row = db.prepare("SELECT state, price, campaign_id FROM bookings WHERE id = ?").get(b.id) as {
              state: string;
              price: number;
              campaign_id: number | null;
            };
            expect(row.state).toBe(b.state);
            expect(row.price).toBe(b.price);
            const campaigns = db.prepare("SELECT id, agreed_fee FROM campaigns WHERE booking_id = ?").all(b.id) as {
              id: number;
              agreed_fee: number;
            }[];
            const thread = db.prepare("SELECT campaign_id FROM threads WHERE booking_id = ?").get(b.id) as { campaign_id: number | null };
            expect(thread, `the thread of booking ${b.id}`).toBeTruthy();
            if (b.state === "ACCEPTED") {
              expect(campaigns).toHaveLength(1);
              expect(campaigns[0].agreed_fee).toBe(b.price);
              expect(row.campaign_id).toBe(campaigns[0].id);
              expect(thread.campaign_id).toBe(campaigns[0].id);
            } else {
              expect(campaigns).toHaveLength(0);
              expect(row.campaign_id).toBeNull();
            }
          }
          const ids = bookings.map((b) => b.id);
          if (ids.length) {
            const twice = db
              .prepare(
                `SELECT advertiser_id, package_id, count(*) AS n FROM bookings WHERE id IN (${ids.join(",")}) AND state IN ('REQUESTED','COUNTERED')
                 GROUP BY advertiser_id, package_id HAVING n > 1`,
              )
              .all();
            expect(twice).toEqual([]);
            const many = db
              .prepare(
                `SELECT advertiser_id, count(*) AS n FROM bookings WHERE id IN (${ids.join(",")}) AND state IN ('REQUESTED','COUNTERED')
                 GROUP BY advertiser_id HAVING n > 20`,
              )
              .all();
            expect(many).toEqual([]);
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(limitReached, "a run reached a brand's 20 open bookings").toBe(true);
  });
});
