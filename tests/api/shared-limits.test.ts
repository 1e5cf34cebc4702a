import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, registrationBody, serverForTests } from "./kit";
import { client, startServer, type TestServer } from "./server";

/*
 * Two server processes on one database file, as `npm start` runs its workers: attempts
 * spread over both count together, and the limit refuses the next attempt on either.
 * A count kept in each process's memory would let each process take the full allowance.
 */
const first = serverForTests({ env: { REGISTRATIONS_PER_HOUR: "4" } });
let second: TestServer;

beforeAll(async () => {
  // The same data folder: the same database file, already migrated and seeded.
  second = await startServer({ dataDir: first.dataDir, env: { REGISTRATIONS_PER_HOUR: "4" } });
});
afterAll(async () => {
  await second?.stop();
});

/** Each server in turn, starting with the first. */
const servers = () => [first.url, second.url];
const turn = (i: number) => servers()[i % 2];

describe("limits shared by two server processes on one database", () => {
  it("five failed sign-ins, spread over both, lock the sixth attempt on either", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await client(turn(i)).request("POST", "/api/login", { email: DEMO.owner.email, password: `guess-${i}` });
      expect(res.status, `attempt ${i + 1} on server ${(i % 2) + 1}`).toBe(401);
    }
    for (const url of servers()) {
      // The right password too: the lock holds until the window moves on.
      const res = await client(url).request("POST", "/api/login", DEMO.owner);
      expect(res.status, url).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("registrations from one address count on both: the limit's next one is refused on either", async () => {
    for (let i = 0; i < 4; i++) {
      const res = await client(turn(i)).request("POST", "/api/register", registrationBody(`shared${i}.${Date.now()}@example.id`));
      expect(res.status, `registration ${i + 1} on server ${(i % 2) + 1}`).toBe(201);
    }
    for (const url of servers()) {
      const res = await client(url).request("POST", "/api/register", registrationBody(`shared-over.${Date.now()}@example.id`));
      expect(res.status, url).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("contact messages from one address count on both: the sixth is refused on either", async () => {
    const message = { name: "Budi Santoso", email: "budi@example.id", phone: "081234567890", message: "Halo, saya ingin bertanya." };
    for (let i = 0; i < 5; i++) {
      const res = await client(turn(i)).request("POST", "/api/contact", message);
      expect(res.status, `message ${i + 1} on server ${(i % 2) + 1}`).toBe(201);
    }
    for (const url of servers()) {
      const res = await client(url).request("POST", "/api/contact", message);
      expect(res.status, url).toBe(429);
    }
  });
});
