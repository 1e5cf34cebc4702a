import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../../tests/factories";
import { runWithClientAddress } from "~/lib/server/client-address.server";
import { VERIFIED_COOKIES_MAX, createUserSession, destroyUserSession, getSessionUser, sessionCookie } from "./session-cookie.server";

/*
 * A page view reads its session once: the root, the area layout and the page's loader
 * all ask (docs/decisions/022-render-cost.md). Shown without counting calls: the
 * session is ended after the first read, and later reads in the same GET still see the
 * user, while a write, or another request, reads the row again.
 */
async function signedInCookie(): Promise<string> {
  const user = await makeUser({ role: "COMMUNITY_OWNER" });
  const setCookie = await createUserSession(user.id, false);
  return setCookie.split(";")[0];
}

const request = (cookie: string, method = "GET") => new Request("http://guyub.test/community/dashboard", { method, headers: { cookie } });

describe("the session of a request", () => {
  it("is read once per GET request, and again for a write or another request", async () => {
    const cookie = await signedInCookie();
    await runWithClientAddress("192.0.2.1", async () => {
      const first = await getSessionUser(request(cookie));
      expect(first?.user.role).toBe("COMMUNITY_OWNER");
      await destroyUserSession(request(cookie, "POST"));
      // The same page view: the layout and the page see what the root saw.
      expect((await getSessionUser(request(cookie)))?.user.id).toBe(first?.user.id);
      expect((await getSessionUser(request(cookie, "HEAD")))?.user.id).toBe(first?.user.id);
      // A write reads the row: the session is gone.
      expect(await getSessionUser(request(cookie, "POST"))).toBeNull();
    });
    // The next request reads it again.
    await runWithClientAddress("192.0.2.1", async () => {
      expect(await getSessionUser(request(cookie))).toBeNull();
    });
    expect(await getSessionUser(request(cookie))).toBeNull();
  });

  it("keeps requests with other cookies apart", async () => {
    const owner = await signedInCookie();
    await runWithClientAddress("192.0.2.1", async () => {
      expect(await getSessionUser(request(""))).toBeNull();
      expect((await getSessionUser(request(owner)))?.user.role).toBe("COMMUNITY_OWNER");
    });
  });
});

describe("the session cookie's signature", () => {
  it("is checked once per Cookie header; a forged or tampered one is refused every time", async () => {
    const cookie = await signedInCookie();
    const parse = vi.spyOn(sessionCookie, "parse");
    try {
      expect((await getSessionUser(request(cookie)))?.user.role).toBe("COMMUNITY_OWNER");
      expect(parse).toHaveBeenCalledTimes(1);
      expect((await getSessionUser(request(cookie)))?.user.role).toBe("COMMUNITY_OWNER");
      expect(parse).toHaveBeenCalledTimes(1);

      // The same token under a signature that does not match.
      const [name, value] = cookie.split("=");
      const tampered = `${name}=${value.slice(0, value.lastIndexOf(".") + 1)}${"A".repeat(43)}`;
      for (let i = 0; i < 2; i++) expect(await getSessionUser(request(tampered))).toBeNull();
      expect(parse).toHaveBeenCalledTimes(3);

      // A kept header still needs its session: signed out, it signs nobody in.
      await destroyUserSession(request(cookie, "POST"));
      expect(await getSessionUser(request(cookie))).toBeNull();
    } finally {
      parse.mockRestore();
    }
  });

  it("does not keep a header longer than 4,096 characters: checked every time", async () => {
    const cookie = await signedInCookie();
    const long = `pad=${"x".repeat(4096)}; ${cookie}`;
    const parse = vi.spyOn(sessionCookie, "parse");
    try {
      for (let i = 0; i < 2; i++) expect((await getSessionUser(request(long)))?.user.role).toBe("COMMUNITY_OWNER");
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });

  it("keeps at most its limit of headers, and reads right once that memory is dropped", async () => {
    const cookie = await signedInCookie();
    // Other cookies beside the session's make other headers with the same token.
    for (let i = 0; i <= VERIFIED_COOKIES_MAX; i++) {
      expect((await getSessionUser(request(`lang=id; n=${i}; ${cookie}`)))?.user.role).toBe("COMMUNITY_OWNER");
    }
    const parse = vi.spyOn(sessionCookie, "parse");
    try {
      // The first header was dropped with the rest when the memory filled: checked again.
      expect((await getSessionUser(request(`lang=id; n=0; ${cookie}`)))?.user.role).toBe("COMMUNITY_OWNER");
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});
