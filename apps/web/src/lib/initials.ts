/**
 * Up to two letters for an avatar: the first letters of the first and last word of the name, else
 * the e-mail's first letter, else '?'. The one rule for every avatar (sidebar, profile, members), so
 * the same person never shows 'AL' in one place and 'A' in another.
 */
export function initialsOf(name: string | null | undefined, email: string | null | undefined = ""): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return ((email ?? "").trim()[0] ?? "?").toUpperCase();
  const first = Array.from(words[0] ?? "")[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? "")[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
