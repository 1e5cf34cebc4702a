import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { HttpUrlSchema, URL_MAX } from "./fields";

/* Web addresses as people type them: a bare domain gets https://, anything but http(s) is refused. */

const parse = (value: unknown) => z.safeParse(HttpUrlSchema, value);

describe("HttpUrlSchema", () => {
  it.each([
    ["instagram.com/budikopi", "https://instagram.com/budikopi"],
    ["  Instagram.com/budikopi ", "https://instagram.com/budikopi"],
    ["//t.me/kopdar", "https://t.me/kopdar"],
    ["www.budikopi.id", "https://www.budikopi.id/"],
    ["budikopi.id:8080/menu", "https://budikopi.id:8080/menu"],
    ["https://instagram.com/budikopi", "https://instagram.com/budikopi"],
    ["http://kopi.example.id/a b", "http://kopi.example.id/a%20b"],
  ])("accepts %j as %j", (typed, stored) => {
    const result = parse(typed);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toBe(stored);
  });

  it.each([
    "budikopi",
    "localhost:3000",
    "mailto:budi@kopi.id",
    "javascript:alert(1)",
    "ftp://kopi.example.id",
    "https://",
    "instagram .com",
  ])("refuses %j with 'Please enter a valid URL'", (typed) => {
    const result = parse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("urlInvalid");
  });

  it("counts the 500 characters with the https:// it adds", () => {
    const path = "a".repeat(URL_MAX - "https://kopi.id/".length);
    expect(parse(`kopi.id/${path}`).success).toBe(true);
    expect(parse(`kopi.id/${path}a`).error?.issues.map((i) => i.message)).toEqual(["tooLong"]);
  });
});
