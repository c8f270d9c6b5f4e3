import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("turns every cell a spreadsheet would run as a formula into text (OWASP)", () => {
    const hostile = [
      '=HYPERLINK("http://evil.example","x")',
      "+1+2",
      "-2+3",
      "@SUM(A1)",
      "\tcmd",
      "\rcmd",
      "＝1+1",
    ];
    const [cells] = parse(toCsv([hostile])) as string[][];
    expect(cells).toEqual(hostile.map((cell) => `'${cell}`));
  });

  it("keeps plain text and numbers, negative numbers included, as they are", () => {
    const [cells] = parse(toCsv([["Plan the pilot", "a-b", 3, -2.5, 0]])) as string[][];
    expect(cells).toEqual(["Plan the pilot", "a-b", "3", "-2.5", "0"]);
  });
});
