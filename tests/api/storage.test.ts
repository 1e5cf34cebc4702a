import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, DEMO, formKeyOf, registrationBody, serverForTests, signIn, type Client } from "./kit";
import { client, type TestServer } from "./server";
import { profileFormData } from "../forms";

/*
 * A full or read-only disk, against the built server. The failures are real ones the
 * kernel produces whoever runs the tests (root included, whom file modes do not stop):
 *  - while the server runs, its file size limit is lowered to 1 byte (prlimit: `ulimit -f`
 *    of a running process). Every write into a file then fails (EFBIG; SQLite answers
 *    SQLITE_IOERR_WRITE), the database's WAL, a logo and a mail file alike, while reads
 *    go on: a full disk. Node ignores SIGXFSZ, so the server lives on. Raising the limit
 *    again is the disk freed.
 *  - at start: a file standing where the data folder should be (ENOTDIR), and a
 *    read-only data folder: chmod for an ordinary user, chattr +i (immutable) for root.
 */
const root = path.resolve(__dirname, "../..");
const EN = "Guyub cannot save right now; nothing was lost; try again in a minute.";
const ID = "Guyub tidak dapat menyimpan saat ini; tidak ada yang hilang; coba lagi dalam satu menit.";

/** Set the soft file size limit of a running process ("1", "unlimited"...). */
function setFileSizeLimit(pid: number, soft: string): void {
  const result = spawnSync("prlimit", ["--pid", String(pid), `--fsize=${soft}:`], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`prlimit failed: ${result.stderr}`);
}

function softFileSizeLimit(pid: number): string {
  const result = spawnSync("prlimit", ["--pid", String(pid), "--fsize", "--raw", "--noheadings", "--output=SOFT"], { encoding: "utf8" });
  return result.stdout.trim() || "unlimited";
}

async function waitForHealth(server: TestServer, status: number): Promise<{ status: number; json: unknown }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await client(server.url).request("GET", "/healthz");
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A form posted as a browser without JavaScript posts it. */
function postForm(server: TestServer, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.url + pathname, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { origin: server.url, ...headers },
  });
}

describe("while the disk refuses every write (prlimit --fsize=1)", () => {
  const server = serverForTests({ env: { PAGE_CACHE_SECONDS: "0" } });
  let pid: number;
  let originalLimit: string;
  let owner: Client;
  let ownerId: number;

  beforeAll(async () => {
    pid = server.child.pid!;
    originalLimit = softFileSizeLimit(pid);
    owner = (await signIn(server.url, DEMO.owner)).c;
    ownerId = (await owner.request("GET", "/api/user")).json.id;
    setFileSizeLimit(pid, "1");
  });
  afterAll(() => {
    if (pid) setFileSizeLimit(pid, originalLimit);
  });

  it("/healthz answers 503 unavailable (storage)", async () => {
    const res = await waitForHealth(server, 503);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ status: "unavailable", reason: "storage" });
  });

  it("reading goes on: a signed-in page answers 200", async () => {
    const res = await owner.request("GET", "/community/dashboard");
    expect(res.status).toBe(200);
  });

  it("the sign-in form answers 503 with the message, the e-mail kept, no password and no session", async () => {
    const res = await postForm(server, "/auth", { intent: "login", ...DEMO.owner });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/session=/);
    const html = await res.text();
    expect(html).toContain(EN);
    expect(html).toContain('value="owner@guyub.id"');
    expect(html).not.toContain(DEMO.owner.password);
  });

  it("the registration form answers 503 in Bahasa Indonesia, the input kept", async () => {
    const email = `disk.${crypto.randomBytes(3).toString("hex")}@example.id`;
    const res = await postForm(
      server,
      "/auth?register=true",
      { intent: "register", ...registrationBody(email), terms: "on" },
      { cookie: "lang=id" },
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain(ID);
    expect(html).toContain('value="Rina Wijaya"');
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain("rahasia-rina-77");
  });

  it("an API write answers 503 { message } with Retry-After, in both languages", async () => {
    for (const [lang, message] of [
      ["en", EN],
      ["id", ID],
    ]) {
      const res = await client(server.url).request(
        "POST",
        "/api/contact",
        { name: "Budi Santoso", email: "budi@example.id", phone: "081234567890", message: "Halo, saya ingin bertanya." },
        { cookie: `lang=${lang}` },
      );
      expect(res.status, lang).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(res.json).toEqual({ message });
    }
  });

  it("a logo upload answers 503 next to the logo field, and the community is not touched", async () => {
    const before = (await owner.request("GET", `/api/users/${ownerId}/communities`)).json;
    expect(before).toHaveLength(1);
    const form = profileFormData("Kopi Bandung Penuh");
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    form.append("logo_file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const cookie = cookieOf(owner);
    const res = await fetch(`${server.url}/community/profile?_data=${encodeURIComponent("routes/community+/profile/route")}`, {
      method: "POST",
      body: form,
      headers: { origin: server.url, cookie },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    const { result } = (await res.json()) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(result.error).toEqual({ logo_file: [EN] });
    expect(result.initialValue).toMatchObject({ name: "Kopi Bandung Penuh", location: "Bandung" });
    expect((await owner.request("GET", `/api/users/${ownerId}/communities`)).json).toEqual(before);
    // No half-written file: the upload is refused when its image job cannot be recorded, before the folder is touched.
    const logos = path.join(server.dataDir, "logos");
    const left = fs.existsSync(logos) ? fs.readdirSync(logos, { withFileTypes: true }).filter((f) => f.name.startsWith(".")) : [];
    expect(left).toEqual([]);
  });

  it("page forms posted without JavaScript answer 503 with Retry-After and the message, the input kept", async () => {
    const cookie = cookieOf(owner);
    const key = await formKeyOf(server.url, "/community/members?dialog=add", cookie);
    const member = await postForm(
      server,
      "/community/members?dialog=add",
      { intent: "create", _key: key, name: "Dewi Lestari", role: "Moderator" },
      { cookie },
    );
    expect(member.status).toBe(503);
    expect(member.headers.get("retry-after")).toBe("60");
    const html = await member.text();
    expect(html).toContain(EN);
    expect(html).toContain('value="Dewi Lestari"');

    const password = await postForm(
      server,
      "/community/settings/password",
      { currentPassword: DEMO.owner.password, newPassword: "sandi-baru-2026", confirmPassword: "sandi-baru-2026" },
      { cookie: `${cookie}; lang=id` },
    );
    expect(password.status).toBe(503);
    expect(password.headers.get("retry-after")).toBe("60");
    expect(await password.text()).toContain(ID);
  });

  it("a proof upload answers 503 with the translated message next to the screenshots, in the caller's language", async () => {
    const open = (await owner.request("GET", "/api/campaigns?state=IN_PROGRESS")).json as { id: number }[];
    expect(open.length, "the demo owner has a campaign in progress").toBeGreaterThan(0);
    const png = await sharp({ create: { width: 320, height: 640, channels: 3, background: "#e5e7eb" } })
      .png()
      .toBuffer();
    for (const [lang, message] of [
      ["en", EN],
      ["id", ID],
    ]) {
      const form = new FormData();
      form.append("links", "https://chat.whatsapp.com/kopdar-maret");
      form.append("reach", "120");
      form.append("screenshots", new File([new Uint8Array(png)], "bukti.png", { type: "image/png" }));
      const res = await fetch(`${server.url}/api/campaigns/${open[0].id}/proof`, {
        method: "POST",
        body: form,
        headers: { origin: server.url, cookie: `${cookieOf(owner)}; lang=${lang}` },
      });
      expect(res.status, lang).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(await res.json()).toEqual({ message, errors: { screenshots: [message] } });
    }
  });

  it("once writes land again: /healthz answers 200 and the same sign-in works", async () => {
    setFileSizeLimit(pid, originalLimit);
    const res = await waitForHealth(server, 200);
    expect(res).toMatchObject({ status: 200, json: { status: "ok" } });
    const login = await postForm(server, "/auth", { intent: "login", ...DEMO.owner });
    expect(login.status).toBe(302);
    expect(server.output()).toMatch(
      /^\{"level":"error",.*"reqId":"[\w-]+".*"msg":"POST \/auth: cannot save, the data folder refused the write \(SQLITE_IOERR/m,
    );
  });
});

/** Run a start command on DATABASE_URL; its output and exit status. */
function start(command: string[], databaseUrl: string): { status: number | null; output: string } {
  const result = spawnSync(command[0], command.slice(1), {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      PORT: "0",
      HOST: "127.0.0.1",
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const START = [process.execPath, "scripts/start.js", "--no-build"];
const SERVE = [path.join(root, "node_modules/.bin/remix-serve"), path.join(root, "build", "index.js")];

/** The one line and nothing else: no stack trace. */
function expectOneLine(output: string, pattern: RegExp) {
  const lines = output.split("\n").filter((line) => line.includes("[guyub] cannot write"));
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(output).not.toMatch(/^\s+at /m);
}

describe("a start on a data folder that cannot be written", () => {
  const dir = path.join(root, ".tmp", `start-disk-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
  beforeAll(() => fs.mkdirSync(dir, { recursive: true }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a folder that cannot be created (a file stands in its path): one line, exit 1, for npm start and the server build", () => {
    fs.writeFileSync(path.join(dir, "blocker"), "");
    const url = path.join(dir, "blocker", "data", "guyub.db");
    const line = new RegExp(
      `^\\[guyub\\] cannot write the data folder ${path.join(dir, "blocker", "data").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: not a directory \\(ENOTDIR\\)\\. Check DATABASE_URL and the folder's owner\\.$`,
    );
    for (const command of [START, SERVE]) {
      const result = start(command, url);
      expect(result.status, result.output).toBe(1);
      expectOneLine(result.output, line);
    }
  });

  it("a read-only data folder and database: one line, exit 1, for npm start and the server build", () => {
    const folder = path.join(dir, "readonly");
    fs.mkdirSync(folder);
    const url = path.join(folder, "guyub.db");
    const setup = start([path.join(root, "node_modules/.bin/tsx"), "db/setup.ts"], url);
    expect(setup.status, setup.output).toBe(0);
    const asRoot = process.getuid?.() === 0;
    // File modes do not stop root; the immutable attribute does (where the file system has it).
    const lock = asRoot
      ? () => spawnSync("chattr", ["+i", url, folder]).status === 0
      : () => (fs.chmodSync(url, 0o400), fs.chmodSync(folder, 0o500), true);
    const unlock = asRoot ? () => spawnSync("chattr", ["-i", folder, url]) : () => (fs.chmodSync(folder, 0o700), fs.chmodSync(url, 0o600));
    // chattr needs a file system with the immutable attribute (ext4, xfs, btrfs: the data
    // folder's usual homes); prlimit and chattr come with Debian (util-linux, e2fsprogs).
    if (!lock()) {
      unlock();
      throw new Error("could not make the folder read-only (chattr +i as root, chmod otherwise)");
    }
    try {
      for (const command of [START, SERVE]) {
        const result = start(command, url);
        expect(result.status, result.output).toBe(1);
        expectOneLine(result.output, /^\[guyub\] cannot write the (database|data folder) .*\((SQLITE_|E)[A-Z_]+\)\. Check DATABASE_URL/);
      }
    } finally {
      unlock();
    }
  });
});
