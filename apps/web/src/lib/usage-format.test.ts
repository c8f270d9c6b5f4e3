import { describe, expect, it } from "vitest";
import { describeTotals, formatCost, formatInteger, formatTokens } from "./usage-format";

describe("usage formatting", () => {
  it("groups thousands as Intl.NumberFormat('en') does, without loading the locale data", () => {
    const intl = new Intl.NumberFormat("en", { maximumFractionDigits: 0 });
    const values = [0, 7, 42, 999, 1_000, 12_345, 100_000, 999_999, 1_234_567, 10_000_000, 2 ** 40, -4_321];
    for (const value of values) {
      expect(formatInteger(value)).toBe(intl.format(value));
    }
    expect(formatTokens(1_234_567)).toBe("1,234,567 tokens");
  });

  it("describes totals with calls, tokens and cost", () => {
    expect(
      describeTotals({
        calls: 1_200,
        input_tokens: 900_000,
        output_tokens: 100_000,
        cost_usd: 1.5,
        unpriced_calls: 2,
      }),
    ).toBe("1,200 calls · 1,000,000 tokens · $1.50 (2 without a price)");
    expect(formatCost(0.004)).toBe("$0.0040");
    expect(formatCost(null)).toBe("no price");
  });
});
