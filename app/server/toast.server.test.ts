import { describe, expect, it } from "vitest";
import { FLASH_DATA_SECONDS, readFlashData, readToast, toastCookie } from "./toast.server";

/** The Cookie header a browser sends after it stored `setCookie` (a deleted cookie: none). */
function cookieAfter(setCookie: string): string {
  const [pair] = setCookie.split(";");
  const deleted = /Max-Age=0\b|Expires=Thu, 01 Jan 1970/i.test(setCookie) || pair.endsWith("=");
  return deleted ? "" : pair;
}

const page = (cookie: string) => new Request("http://guyub.test/auth?register=true&dialog=registered", { headers: { cookie } });

describe("the toast's flash cookie", () => {
  it("a redirect's data outlives the root's read of the toast: the page's loader still finds it after the root's answer", async () => {
    const set = await toastCookie(
      { title: "registrationSuccessful", type: "success" },
      { registered: { email: "dewi@example.id", fullname: "Dewi" } },
    );
    expect(set).toMatch(new RegExp(`Max-Age=${FLASH_DATA_SECONDS}\\b`));
    const sent = cookieAfter(set);

    // The root's request: the toast is shown once, and the cookie the browser keeps still holds the data.
    const root = await readToast(page(sent));
    expect(root.toast?.title).toBe("registrationSuccessful");
    expect(root.setCookie).toMatch(new RegExp(`Max-Age=${FLASH_DATA_SECONDS}\\b`));
    const after = cookieAfter(root.setCookie!);
    expect(after).not.toBe("");

    // The page's request, sent after the root's answer came back.
    expect(await readFlashData(page(after))).toEqual({ registered: { email: "dewi@example.id", fullname: "Dewi" } });
    // The toast is not shown twice.
    expect((await readToast(page(after))).toast).toBeNull();
  });

  it("a toast alone is consumed: the cookie is deleted", async () => {
    const sent = cookieAfter(await toastCookie({ title: "saved" }));
    const root = await readToast(page(sent));
    expect(root.toast?.title).toBe("saved");
    expect(cookieAfter(root.setCookie!)).toBe("");
  });

  it("without a toast nothing is consumed or set", async () => {
    expect(await readToast(page(""))).toEqual({ toast: null, setCookie: null });
  });
});
