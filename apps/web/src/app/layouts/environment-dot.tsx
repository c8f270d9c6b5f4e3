import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { useRuntimeConfig } from "@/lib/runtime-config";

const tone = (environment: string) =>
  environment === "production" ? "bg-success" : environment === "staging" ? "bg-warning" : "bg-sky-500";

/** Tells people which environment they are working in, so test data stays out of production. */
export function EnvironmentDot() {
  const { environment } = useRuntimeConfig();
  const label = `${environment} Environment`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={label}
          className="flex size-6 items-center justify-center rounded-full"
        >
          <span className={cn("size-2.5 rounded-full", tone(environment))} />
        </button>
      </TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
