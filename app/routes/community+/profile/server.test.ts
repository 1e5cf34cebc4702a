import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeCommunity, makeUser } from "../../../../tests/factories";
import { expectModelError } from "../../../../tests/model-errors";
import { getOwnCommunityProfile } from "~/models/community-profile.server";
import { logosFolder, storeLogo } from "~/models/logo.server";
import { profileAction } from "./server";
import { createUserSession } from "~/server/session-cookie.server";
import { profileFormData } from "../../../../tests/forms";

/*
 * The logo upload when the logos folder cannot be written. The folder is made unusable
 * for real, in a way that stops root too (file modes do not): a file named `logos` stands
 * where the folder should be, so creating it fails (EEXIST) and writing into it fails.
 * DATABASE_URL names a database in a folder of this file's own (the logos folder is
 * derived from it; the connection is still the per-test one of tests/setup/db.ts).
 */
const originalUrl = process.env.DATABASE_URL;
const folder = path.resolve(".tmp", `logo-disk-${process.pid}-${crypto.randomBytes(4).toString("hex")}`);
const EN = "Guyub cannot save right now; nothing was lost; try again in a minute.";
const ID = "Guyub tidak dapat menyimpan saat ini; tidak ada yang hilang; coba lagi dalam satu menit.";

beforeAll(() => {
  process.env.DATABASE_URL = path.join(folder, "guyub.db");
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(logosFolder(), "not a folder");
});
afterAll(() => {
  process.env.DATABASE_URL = originalUrl;
  fs.rmSync(folder, { recursive: true, force: true });
});
afterEach(() => {
  // Nothing was written beside the blocked folder (no temporary file left anywhere).
  expect(fs.readdirSync(folder)).toEqual(["logos"]);
});

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

async function profilePost(userId: number, lang: "en" | "id", name: string) {
  const form = profileFormData(name);
  form.append("logo_file", new File([new Uint8Array(await png())], "logo.png", { type: "image/png" }));
  const cookie = (await createUserSession(userId, false)).split(";")[0];
  const request = new Request("http://localhost/community/profile", {
    method: "POST",
    body: form,
    headers: { cookie: `${cookie}; lang=${lang}` },
  });
  return (await profileAction({ request, params: {}, context: {} })) as Response;
}

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };

describe("a logos folder that cannot be written", () => {
  it("storeLogo refuses with 503 on the logo field", async () => {
    const error = await expectModelError(storeLogo(await png()), "unavailable", "storageUnavailable");
    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBe(60);
    expect(error.fields).toEqual({ logo_file: ["storageUnavailable"] });
  });

  it("an edit answers 503 with the message next to the logo, the input kept, the community untouched", async () => {
    const owner = await makeUser();
    const before = makeCommunity(owner, { name: "Komunitas Lama" });
    const response = await profilePost(owner.id, "en", "Kopi Bandung");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    const { result } = (await response.json()) as Reply;
    expect(result.error).toEqual({ logo_file: [EN] });
    expect(result.initialValue).toMatchObject({ name: "Kopi Bandung", location: "Bandung", member_count: "350" });
    const after = getOwnCommunityProfile(owner)!;
    expect(after).toMatchObject({ name: "Komunitas Lama", logoUrl: null, updatedAt: before.updatedAt });
    expect(after.categories).toEqual(["TECHNOLOGY"]);
  });

  it("a new profile answers 503 in Bahasa Indonesia and creates nothing", async () => {
    const owner = await makeUser();
    const response = await profilePost(owner.id, "id", "Kopi Bandung");
    expect(response.status).toBe(503);
    expect(((await response.json()) as Reply).result.error).toEqual({ logo_file: [ID] });
    expect(getOwnCommunityProfile(owner)).toBeUndefined();
  });
});
