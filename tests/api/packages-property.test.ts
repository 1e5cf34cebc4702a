import crypto from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_BODY, DEMO, freshParty, serverForTests, signIn, type Client, type Party } from "./kit";
import { client } from "./server";

/*
 * The package rules over HTTP, as random sequences (fast-check, a fixed seed): each run
 * gives two owners of verified communities and one of an unverified community fresh
 * accounts, and sends random calls of the package endpoints (publish, replace, pause,
 * resume, delete, list) as random callers (an owner, a brand, the admin, nobody signed
 * in) on their own packages and others' (or none), with a brand booking some of them. A
 * model says what each call must answer. After every call: never a 500; the status is
 * the one the rules give that caller (401, 403 for another role, 404 for another owner's
 * package, 409 for an unverified community, the eleventh package or a package with an
 * open booking, 200/201/204 otherwise); the public list of each community is its active
 * packages in the owner's order, the owner's list all of them; a brand books only an
 * active package.
 */

const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
const tag = crypto.randomBytes(3).toString("hex");
const RUNS = Number(process.env.PACKAGE_PROPERTY_RUNS ?? 6);
const SEED = Number(process.env.PACKAGE_PROPERTY_SEED ?? 29_112026);
const NONE = 99_999_999;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Pkg = { id: number; owner: number; title: string; active: boolean; price: number; booked: boolean };
type Caller = { kind: "owner"; i: number } | { kind: "brand" | "admin" | "anonymous" };

const callerArb: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("owner" as const), i: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.constantFrom<Caller>({ kind: "brand" }, { kind: "admin" }, { kind: "anonymous" }) },
);
type Command =
  | { type: "create"; caller: Caller; price: number; active: boolean }
  | { type: "update"; caller: Caller; target: number; price: number; active: boolean | null }
  | { type: "delete"; caller: Caller; target: number }
  | { type: "book"; target: number }
  | { type: "list"; community: number; asOwner: boolean };
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("create" as const),
      caller: callerArb,
      price: fc.integer({ min: 1, max: 50_000_000 }),
      active: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant("update" as const),
      caller: callerArb,
      target: fc.nat(40),
      price: fc.integer({ min: 1, max: 50_000_000 }),
      active: fc.option(fc.boolean(), { nil: null }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("delete" as const), caller: callerArb, target: fc.nat(40) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("book" as const), target: fc.nat(40) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("list" as const), community: fc.nat(2), asOwner: fc.boolean() }) },
);

let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  ({ c: admin } = await signIn(server.url, DEMO.admin));
  anonymous = client(server.url);
});

/** Three owners: the first two of verified communities, the third of an unverified one. */
async function freshOwners(): Promise<(Party & { communityId: number; verified: boolean })[]> {
  const owners = [];
  for (let i = 0; i < 3; i += 1) {
    const party = await freshParty(server.url, "COMMUNITY_OWNER", `pp-${i}-${tag}`);
    const created = await party.c.request("POST", "/api/communities", { ...COMMUNITY_BODY, name: `Komunitas Paket ${i} ${tag}` });
    expect(created.status, created.text).toBe(201);
    const verified = i < 2;
    if (verified) expect((await admin.request("PUT", `/api/communities/${created.json.id}/verify`, { verified: true })).status).toBe(200);
    owners.push({ ...party, communityId: created.json.id as number, verified });
  }
  return owners;
}

const body = (title: string, price: number, active: boolean | null) => ({
  title,
  description: "Satu unggahan di grup WhatsApp utama kami.",
  kind: "ONLINE_POST",
  platform: "WHATSAPP",
  price,
  delivery_days: 3,
  ...(active === null ? {} : { active }),
});

describe("the package endpoints under random sequences", () => {
  it("answer each caller as the rules allow, never 500, and keep each community's lists equal to the model", async () => {
    let tenReached = false;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 30, maxLength: 70 }), async (commands) => {
        const owners = await freshOwners();
        const brand = await freshParty(server.url, "ADVERTISER", `pp-brand-${tag}`);
        const pkgs: Pkg[] = [];
        let made = 0;
        const clientOf = (caller: Caller): Client =>
          caller.kind === "owner" ? owners[caller.i].c : caller.kind === "brand" ? brand.c : caller.kind === "admin" ? admin : anonymous;
        const refused = (caller: Caller) => (caller.kind === "anonymous" ? 401 : caller.kind !== "owner" ? 403 : null);
        const target = (n: number) => (n < pkgs.length ? pkgs[n] : undefined);
        // The first owner starts with 8 packages: the random ones take it to its 10.
        for (let k = 0; k < 8; k += 1) {
          const title = `Paket ${tag} ${made++}`;
          const res = await owners[0].c.request("POST", "/api/packages", body(title, 100_000 * (k + 1), k % 3 !== 0));
          expect(res.status, res.text).toBe(201);
          pkgs.push({ id: res.json.id, owner: 0, title, active: k % 3 !== 0, price: 100_000 * (k + 1), booked: false });
        }

        for (const command of commands) {
          if (command.type === "create") {
            const title = `Paket ${tag} ${made++}`;
            const res = await clientOf(command.caller).request("POST", "/api/packages", body(title, command.price, command.active));
            const owner = command.caller.kind === "owner" ? command.caller.i : -1;
            const count = pkgs.filter((p) => p.owner === owner).length;
            if (owner >= 0 && owners[owner].verified && count === 10) tenReached = true;
            const expected = refused(command.caller) ?? (!owners[owner].verified || count >= 10 ? 409 : 201);
            expect(res.status, `create ${JSON.stringify(command)}: ${res.text}`).toBe(expected);
            if (res.status === 201) {
              expect(res.json).toMatchObject({
                title,
                price: command.price,
                active: command.active,
                community_id: owners[owner].communityId,
              });
              pkgs.push({ id: res.json.id, owner, title, active: command.active, price: command.price, booked: false });
            }
          } else if (command.type === "update") {
            const pkg = target(command.target);
            const res = await clientOf(command.caller).request(
              "PUT",
              `/api/packages/${pkg?.id ?? NONE}`,
              body(pkg?.title ?? "Paket lain", command.price, command.active),
            );
            const mine = pkg && command.caller.kind === "owner" && command.caller.i === pkg.owner;
            const expected = refused(command.caller) ?? (mine ? 200 : 404);
            expect(res.status, `update ${JSON.stringify(command)}: ${res.text}`).toBe(expected);
            if (res.status === 200) {
              pkg!.price = command.price;
              if (command.active !== null) pkg!.active = command.active;
              expect(res.json).toMatchObject({ id: pkg!.id, price: pkg!.price, active: pkg!.active });
            }
          } else if (command.type === "delete") {
            const pkg = target(command.target);
            const res = await clientOf(command.caller).request("DELETE", `/api/packages/${pkg?.id ?? NONE}`);
            const mine = pkg && command.caller.kind === "owner" && command.caller.i === pkg.owner;
            const expected = refused(command.caller) ?? (!mine ? 404 : pkg.booked ? 409 : 204);
            expect(res.status, `delete ${JSON.stringify(command)}: ${res.text}`).toBe(expected);
            if (res.status === 204) pkgs.splice(pkgs.indexOf(pkg!), 1);
          } else if (command.type === "book") {
            const pkg = target(command.target);
            const res = await brand.c.request("POST", `/api/packages/${pkg?.id ?? NONE}/bookings`, {
              promote: "Kopi susu baru",
              wished_date: inDays(10),
            });
            const expected = !pkg ? 404 : !pkg.active || pkg.booked ? 409 : 201;
            expect(res.status, `book ${JSON.stringify(command)}: ${res.text}`).toBe(expected);
            if (res.status === 201) {
              expect(res.json).toMatchObject({ package_id: pkg!.id, price: pkg!.price, state: "REQUESTED" });
              pkg!.booked = true;
            }
          } else {
            const owner = owners[command.community];
            const res = await (command.asOwner ? owner.c : anonymous).request("GET", `/api/communities/${owner.communityId}/packages`);
            if (!owner.verified && !command.asOwner) {
              expect(res.status, res.text).toBe(404);
              continue;
            }
            expect(res.status, res.text).toBe(200);
            const theirs = pkgs.filter((p) => p.owner === command.community && (command.asOwner || p.active));
            expect((res.json as { id: number; price: number }[]).map((p) => [p.id, p.price])).toEqual(theirs.map((p) => [p.id, p.price]));
          }
        }
        // The owner's list and the public one, for every community, once more at the end.
        for (const [i, owner] of owners.entries()) {
          const all = await owner.c.request("GET", `/api/communities/${owner.communityId}/packages`);
          expect((all.json as { id: number }[]).map((p) => p.id)).toEqual(pkgs.filter((p) => p.owner === i).map((p) => p.id));
          expect(all.json.length).toBeLessThanOrEqual(10);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(tenReached, "some run publishes a community's tenth package and is refused the eleventh").toBe(true);
  }, 240_000);
});
