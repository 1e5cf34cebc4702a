import { describe, expect, it } from "vitest";
import { csvCell, readCsvSeparator, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with the byte order mark and ends every line with CRLF", () => {
    const text = toCsv(
      ["community", "reach"],
      [
        ["Pelari Pagi", 1200],
        ["Kopi Kita", null],
      ],
    );
    expect(text).toBe("\uFEFFcommunity,reach\r\nPelari Pagi,1200\r\nKopi Kita,\r\n");
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    expect(toCsv(["a", "b"], [['Kata "kopi", enak', "baris\nkedua"]])).toBe('\uFEFFa,b\r\n"Kata ""kopi"", enak","baris\nkedua"\r\n');
  });

  it("separates cells with ';' when asked, quoting a cell that holds either separator", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["Kopi; Teh", "1,5"],
          ["=1;2", 12500],
        ],
        ";",
      ),
    ).toBe('\uFEFFa;b\r\n"Kopi; Teh";"1,5"\r\n"\'=1;2";12500\r\n');
    // A comma file quotes a ';' too: it reads the same if a spreadsheet guesses ';'.
    expect(toCsv(["a"], [["Kopi; Teh"]])).toBe('\uFEFFa\r\n"Kopi; Teh"\r\n');
    expect(readCsvSeparator(null)).toBe(",");
    expect(readCsvSeparator("comma")).toBe(",");
    expect(readCsvSeparator("semicolon")).toBe(";");
    expect(readCsvSeparator(";")).toBe(false);
  });

  it("keeps Indonesian and other non-ASCII text as it is", () => {
    expect(toCsv(["nama"], [["Komunitas Pecinta Kopi ☕ Bandung"]])).toContain("Komunitas Pecinta Kopi ☕ Bandung");
  });
});

describe("csvCell makes formula cells inert", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+62 812", "'+62 812"],
    ["-1+2", "'-1+2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", '"\'\r=1"'],
  ])("%j is written %s", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("leaves plain text, numbers (negative ones too) and empty cells alone", () => {
    expect(csvCell("Kopi Kita")).toBe("Kopi Kita");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });
});
