import { type Options, stringify } from "csv-stringify/sync";

/**
 * Every CSV the product writes goes through here. A cell that starts with `=`, `+`, `-`, `@`, a tab or
 * a carriage return (or their full-width forms) is prefixed with `'`, so a spreadsheet shows it as text
 * instead of running it as a formula (OWASP "CSV Injection"); task titles and descriptions are user
 * text. Pass numbers as numbers: a negative number stays a number.
 */
export function toCsv(rows: unknown[][], options: Omit<Options, "escape_formulas"> = {}): string {
  return stringify(rows, { ...options, escape_formulas: true });
}
