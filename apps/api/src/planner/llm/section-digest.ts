import type { WrittenSection } from "../planner";

/** The digest's size in characters (about 500 tokens): context, not a second copy of the plan. */
export const DIGEST_BUDGET = 2_000;
/** Characters of each section's opening. */
const OPENING = 220;

/** The first lines of a section that say something: headings' markers, rules and blanks left out. */
function openingOf(text: string): string {
  const lines: string[] = [];
  let length = 0;
  for (const raw of text.split("\n", 40)) {
    const line = raw.replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|>\s*)/, "").trim();
    if (!line || /^[-*_=|:\s]+$/.test(line)) continue;
    lines.push(line);
    length += line.length;
    if (length >= OPENING) break;
  }
  const joined = lines.join(" / ");
  return joined.length > OPENING ? `${joined.slice(0, OPENING - 1).trimEnd()}…` : joined;
}

/**
 * A short digest of the sections already written (names and first lines), within `budget`
 * characters; sections beyond it are counted, not listed. Empty when nothing is written yet.
 */
export function sectionDigest(sections: WrittenSection[], budget = DIGEST_BUDGET): string {
  const lines: string[] = [];
  let used = 0;
  let left = 0;
  for (const section of sections) {
    const opening = openingOf(section.opening);
    if (!opening) continue;
    const title = section.name
      ? `${section.workstream} › ${section.name}`
      : `${section.workstream} › Task breakdown`;
    const line = `- ${title}: ${opening}`;
    if (used + line.length > budget) {
      left++;
      continue;
    }
    lines.push(line);
    used += line.length + 1;
  }
  if (left > 0) lines.push(`- (${left} more section${left === 1 ? "" : "s"} not shown)`);
  return lines.join("\n");
}
