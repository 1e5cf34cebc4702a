import { describe, expect, it } from "vitest";
import { makeUser } from "../../tests/factories";
import { runWithClientAddress } from "~/utils/client-address.server";
import { createUserSession, destroyUserSession, getSessionUser } from "./session.server";

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
