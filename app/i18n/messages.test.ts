import { describe, expect, expectTypeOf, it } from "vitest";
import { defineMessages, subCatalogue } from "./index";
import { pickMessages, selectMessages, translateToast } from "./lang.server";
import { pageMeta, textsOf } from "./use-lang";

const greetings = defineMessages("greetings", {
  en: { hello: "Hello, {name}!", bye: "Goodbye" },
  id: { hello: "Halo, {name}!", bye: "Sampai jumpa" },
});
const colours = defineMessages("colours", { en: { red: "Red" }, id: { red: "Merah" } });

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/", { headers });

describe("pickMessages", () => {
  it("sends only the request language's texts, by catalogue key", () => {
    expect(pickMessages(request({ "accept-language": "id-ID" }), greetings, colours)).toEqual({
      greetings: { hello: "Halo, {name}!", bye: "Sampai jumpa" },
      colours: { red: "Merah" },
    });
    expect(pickMessages(request({ cookie: "lang=en" }), colours)).toEqual({ colours: { red: "Red" } });
    expect(pickMessages(request(), greetings)).toEqual({ greetings: greetings.en });
  });
  it("is typed by the catalogues' keys", () => {
    const messages = pickMessages(request(), greetings, colours);
    expectTypeOf(messages.greetings.bye).toEqualTypeOf<string>();
    expectTypeOf(messages.colours).toEqualTypeOf<{ red: string }>();
    // @ts-expect-error not picked
    void messages.other;
  });
  it("refuses two different catalogues with one key", () => {
    const clash = defineMessages("colours", { en: { blue: "Blue" }, id: { blue: "Biru" } });
    expect(() => selectMessages("en", [colours, clash])).toThrow(/colours/);
    expect(selectMessages("en", [colours, colours])).toEqual({ colours: { red: "Red" } });
  });
});

describe("subCatalogue", () => {
  it("sends some texts of a catalogue, in either language, under its own key", () => {
    const bye = subCatalogue("bye", greetings, ["bye"]);
    expect(bye).toEqual({ key: "bye", en: { bye: "Goodbye" }, id: { bye: "Sampai jumpa" } });
    expect(pickMessages(request({ cookie: "lang=id" }), bye, colours)).toEqual({ bye: { bye: "Sampai jumpa" }, colours: { red: "Merah" } });
    expectTypeOf(pickMessages(request(), bye).bye).toEqualTypeOf<{ bye: string }>();
    // @ts-expect-error not a key of the catalogue
    subCatalogue("x", greetings, ["nope"]);
  });
});

describe("textsOf", () => {
  it("finds a catalogue's texts in the deepest match that sent them", () => {
    const matches = [
      { id: "root", data: { lang: "en", messages: { common: { a: "root" } } } },
      { id: "routes/area", data: { messages: { areas: { b: "area" } } } },
      { id: "routes/area.page", data: { other: 1, messages: { common: { a: "page" }, page: { c: "page" } } } },
    ];
    expect(textsOf(matches, "common")).toEqual({ a: "page" });
    expect(textsOf(matches, "areas")).toEqual({ b: "area" });
    expect(textsOf(matches, "page")).toEqual({ c: "page" });
    expect(textsOf(matches, "missing")).toBeUndefined();
    expect(textsOf(matches.slice(0, 2), "common")).toEqual({ a: "root" });
  });
  it("skips matches without data or messages (a loader that threw, no loader, null)", () => {
    const matches = [
      { data: { messages: { x: { y: "z" } } } },
      { data: undefined },
      { data: null },
      { data: "text" },
      { data: { messages: null } },
    ];
    expect(textsOf(matches, "x")).toEqual({ y: "z" });
    expect(textsOf([], "x")).toBeUndefined();
  });
});

describe("translateToast", () => {
  it("turns the toast's keys into text with its parameters, in the language", () => {
    const toast = { id: "t1", title: "loginSuccessful", description: "welcomeBack", params: { name: "Rina" }, type: "success" as const };
    expect(translateToast(toast, "en")).toEqual({
      id: "t1",
      title: "Login successful",
      description: "Welcome back, Rina!",
      type: "success",
    });
    expect(translateToast(toast, "id")).toEqual({
      id: "t1",
      title: "Berhasil masuk",
      description: "Selamat datang kembali, Rina!",
      type: "success",
    });
  });
  it("keeps text that is not a key and leaves out a missing description", () => {
    expect(translateToast({ id: "t2", title: "Plain text" }, "id")).toEqual({ id: "t2", title: "Plain text" });
  });
});

describe("pageMeta", () => {
  it("makes title and description, or a bare title without texts", () => {
    expect(pageMeta({ metaTitle: "T", metaDescription: "D" })).toEqual([{ title: "T" }, { name: "description", content: "D" }]);
    expect(pageMeta(undefined)).toEqual([{ title: "Guyub" }]);
  });
});
