import { createCookie } from "@remix-run/node";
import { LANG_COOKIE, negotiateLang, type Catalogue, type Lang, type Messages } from "./index";

export const langCookie = createCookie(LANG_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

function readCookie(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  const match = header.match(/(?:^|;\s*)lang=([^;]*)/);
  if (!match) return null;
  // createCookie stores a JSON string base64-encoded; accept both that and a plain value.
  const raw = decodeURIComponent(match[1]);
  if (raw === "en" || raw === "id") return raw;
  try {
    const decoded = JSON.parse(Buffer.from(raw, "base64").toString("utf8"));
    return typeof decoded === "string" ? decoded : null;
  } catch {
    return null;
  }
}

/** The request's language: the `lang` cookie, else Accept-Language, else English. */
export function getLang(request: Request): Lang {
  return negotiateLang(readCookie(request), request.headers.get("accept-language"));
}

/** The request language's half of a catalogue (for texts made on the server). */
export function messagesFor<E extends Messages>(request: Request, catalogue: Catalogue<E>): E {
  return catalogue[getLang(request)] as E;
}
