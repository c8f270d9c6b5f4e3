import type { GenerationUsage, UsageTotals } from "@initiative-planner/contract/usage";

/**
 * A count with thousands separators: 1234567 → "1,234,567". Not `Intl.NumberFormat`: the first Intl object a
 * page creates loads the locale data, 11 to 23 ms on a desktop and four times that on a phone, in the middle
 * of the first render of every signed-in screen (decision 051).
 */
export function formatInteger(value: number): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}

export const formatTokens = (tokens: number) => `${formatInteger(tokens)} tokens`;

/** Estimated cost; small amounts keep their significant digits, unknown prices say so. */
export function formatCost(usd: number | null): string {
  if (usd === null) return "no price";
  if (usd === 0) return "$0";
  if (usd < 0.01) return `$${usd.toPrecision(2)}`;
  return `$${usd.toFixed(2)}`;
}

/** One generation in the History dialog: model, tokens, duration, cost. */
export function describeGeneration(usage: GenerationUsage): string {
  const seconds = (usage.duration_ms / 1000).toFixed(1);
  return `${usage.model} · ${formatTokens(usage.input_tokens + usage.output_tokens)} · ${seconds} s · ${formatCost(usage.cost_usd)}`;
}

/** Totals of a report line: calls, tokens and cost (with the calls that have no price). */
export function describeTotals(totals: UsageTotals): string {
  const calls = `${formatInteger(totals.calls)} call${totals.calls === 1 ? "" : "s"}`;
  const unpriced = totals.unpriced_calls > 0 ? ` (${totals.unpriced_calls} without a price)` : "";
  return `${calls} · ${formatTokens(totals.input_tokens + totals.output_tokens)} · ${formatCost(totals.cost_usd)}${unpriced}`;
}
