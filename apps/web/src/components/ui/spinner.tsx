import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * Lucide's loader-circle, drawn inline: the entry chunk shows it, and importing it from `lucide-react` would put
 * the icon runtime on every first visit, /login included.
 */
export function Spinner({ className, ...props }: ComponentProps<"svg">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role="status"
      aria-label="Loading"
      className={cn("size-4 animate-spin", className)}
      {...props}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
