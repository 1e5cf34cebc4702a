import { describe, expect, it } from "vitest";
import { dialogParams, listPlace, oneOf, pageNumber, type Param } from "./place";

const TABS = ["open", "handled", "all"] as const;
const subpage: Param<number | undefined> = { ...pageNumber, when: (place) => place.dialog === "view" && Boolean(place.id) };
const { placeOf, hrefOf } = listPlace("/x", {
  q: { read: (raw) => raw?.trim() || undefined },
  tab: oneOf(TABS, "open"),
  role: oneOf(["ADMIN", "ADVERTISER"]),
  verified: { read: (raw) => (raw === "true" ? true : raw === "false" ? false : undefined) },
  page: pageNumber,
  ...dialogParams(["view", "delete"]),
  sub: subpage,
});
const at = (search: string) => placeOf(new URL(`http://localhost/x${search}`));

describe("listPlace: hrefOf", () => {
  it("writes the parameters in the page's order and leaves defaults out", () => {
    expect(hrefOf({})).toBe("/x");
    expect(hrefOf({ tab: "open", page: 1 })).toBe("/x");
    expect(hrefOf({ page: 3, tab: "all", q: "kopi susu" })).toBe("/x?q=kopi+susu&tab=all&page=3");
    expect(hrefOf({ q: "", role: undefined })).toBe("/x");
  });

  it("writes false, which is not a default", () => {
    expect(hrefOf({ verified: false })).toBe("/x?verified=false");
    expect(hrefOf({ verified: true })).toBe("/x?verified=true");
  });

  it("writes a dialog only with its subject's id, and the reverse", () => {
    expect(hrefOf({ page: 2, dialog: "view", id: 7 })).toBe("/x?page=2&dialog=view&id=7");
    expect(hrefOf({ dialog: "view" })).toBe("/x");
    expect(hrefOf({ id: 7 })).toBe("/x");
  });

  it("writes a parameter with a condition only when it holds", () => {
    expect(hrefOf({ dialog: "view", id: 7, sub: 2 })).toBe("/x?dialog=view&id=7&sub=2");
    expect(hrefOf({ dialog: "view", id: 7, sub: 1 })).toBe("/x?dialog=view&id=7");
    expect(hrefOf({ dialog: "delete", id: 7, sub: 2 })).toBe("/x?dialog=delete&id=7");
  });

  it("links to another path of the same page when asked", () => {
    expect(hrefOf({ tab: "all" }, "/y")).toBe("/y?tab=all");
  });

  it("uses a parameter's own writing", () => {
    const upper = listPlace("/z", {
      tab: { read: (raw) => raw?.toUpperCase() ?? "PENDING", write: (tab: string) => tab.toLowerCase(), fallback: "PENDING" },
    });
    expect(upper.hrefOf({ tab: "APPROVED" })).toBe("/z?tab=approved");
    expect(upper.hrefOf({ tab: "PENDING" })).toBe("/z");
  });
});

describe("listPlace: placeOf", () => {
  it("reads each parameter; what makes no sense is its default", () => {
    expect(at("?q=+kopi+&tab=handled&role=ADMIN&verified=false&page=3")).toEqual({
      q: "kopi",
      tab: "handled",
      role: "ADMIN",
      verified: false,
      page: 3,
      dialog: undefined,
      id: undefined,
      sub: undefined,
    });
    expect(at("?tab=HANDLED&role=admin&verified=yes&page=0")).toMatchObject({ tab: "open", role: undefined, verified: undefined, page: 1 });
  });

  it("reads a dialog only with a valid id, and the reverse", () => {
    expect(at("?dialog=view&id=7")).toMatchObject({ dialog: "view", id: 7 });
    expect(at("?dialog=view&id=seven")).toMatchObject({ dialog: undefined, id: undefined });
    expect(at("?dialog=edit&id=7")).toMatchObject({ dialog: undefined, id: undefined });
    expect(at("?id=7")).toMatchObject({ dialog: undefined, id: undefined });
  });

  it("reads a parameter with a condition only when it holds", () => {
    expect(at("?dialog=view&id=7&sub=2").sub).toBe(2);
    expect(at("?dialog=delete&id=7&sub=2").sub).toBeUndefined();
  });

  it("writes back what it read", () => {
    for (const search of ["", "?q=a&tab=all&page=2", "?role=ADVERTISER&verified=true&dialog=view&id=3&sub=4"]) {
      expect(hrefOf(at(search))).toBe(`/x${search}`);
    }
  });
});
