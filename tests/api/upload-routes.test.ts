import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UPLOAD_ROUTES } from "~/server/form-limit.server";
import { DEMO, cookieOf, serverForTests, signIn } from "./kit";

/*
 * The routes that take a file upload are named by route id (server.ts gives them their
 * streamed limits instead of the 64 KB form limit): every id named must exist in the
 * build, and an upload bigger than 64 KB must reach the form, not a 413.
 */

const server = serverForTests();

describe("upload routes", () => {
  it("name route ids the build has", () => {
    const buildDir = path.resolve(__dirname, "../../public/build");
    const manifest = fs.readdirSync(buildDir).find((f) => /^manifest-[\w-]+\.js$/.test(f));
    const text = fs.readFileSync(path.join(buildDir, manifest!), "utf8");
    for (const id of UPLOAD_ROUTES) expect(text, id).toContain(`"id":"${id}"`);
  });

  it("take a logo over 64 KB to the profile form (its own 2 MB limit), not a 413", async () => {
    const { c } = await signIn(server.url, DEMO.owner);
    const form = new FormData();
    form.set("name", "");
    form.set("logo_file", new Blob([new Uint8Array(300 * 1024)], { type: "image/png" }), "logo.png");
    const res = await fetch(`${server.url}/community/profile`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: server.url, cookie: cookieOf(c) },
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it("let /language pass a kept proof form over 64 KB back to the page (307), and never read a multipart body", async () => {
    const proof = new FormData();
    proof.set("note", "Ditulis sebelum ganti bahasa.");
    proof.set("screenshots", new Blob([new Uint8Array(300 * 1024)], { type: "image/png" }), "bukti.png");
    const kept = await fetch(`${server.url}/language?lang=id&redirectTo=%2Fcommunity%2Fcampaigns%2F1`, {
      method: "POST",
      body: proof,
      redirect: "manual",
      headers: { origin: server.url },
    });
    expect([kept.status, kept.headers.get("location")]).toEqual([307, "/community/campaigns/1"]);
    // Multipart without the language in the address is no switch of ours: it is not read
    // (neither whole into memory nor, broken, into a 500), and goes home.
    for (const body of [proof, "--x\r\nbroken"]) {
      const res = await fetch(`${server.url}/language`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { origin: server.url, ...(typeof body === "string" ? { "content-type": "multipart/form-data; boundary=x" } : {}) },
      });
      expect([res.status, res.headers.get("location")]).toEqual([302, "/"]);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });
});
