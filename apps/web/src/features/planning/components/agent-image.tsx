/**
 * The placeholder image of a subsection without a plan (spec: "a placeholder image"). Drawn inline rather than
 * loaded from /images: it paints with the heading beside it instead of after one more request, which on a slow
 * phone made it the last thing the Agents screen showed.
 */
export function AgentImage() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="160"
      height="120"
      viewBox="0 0 160 120"
      fill="none"
      aria-hidden="true"
      data-testid="agent-image"
    >
      <rect x="20" y="14" width="120" height="92" rx="12" fill="#eef2ff" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="48" y="34" width="64" height="44" rx="10" fill="#ffffff" stroke="#6366f1" strokeWidth="3" />
      <circle cx="66" cy="56" r="6" fill="#6366f1" />
      <circle cx="94" cy="56" r="6" fill="#6366f1" />
      <path d="M80 34V24" stroke="#6366f1" strokeWidth="3" strokeLinecap="round" />
      <circle cx="80" cy="21" r="4" fill="#a5b4fc" />
      <path d="M40 56h8M112 56h8" stroke="#6366f1" strokeWidth="3" strokeLinecap="round" />
      <rect x="58" y="86" width="44" height="6" rx="3" fill="#c7d2fe" />
    </svg>
  );
}
