import { Lightbulb, Map as MapIcon, Network } from "lucide-react";
import { useRotatingIndex } from "../../hooks/use-rotating-index";

export const IDLE_CAPTION = "The richer the description, the greater the acceleration";

export const CREATING_CAPTIONS = [
  "Deliberating on the idea",
  "Visualizing the end-to-end project roadmap",
  "Identifying the key workstreams",
] as const;

// One icon per caption: an idea, a roadmap, workstreams.
const ICONS = [Lightbulb, MapIcon, Network] as const;

/** Mounted only while creating, so every new attempt starts at the first caption. */
export function CreatingCaption() {
  const index = useRotatingIndex(CREATING_CAPTIONS.length);
  const Icon = ICONS[index]!;
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <Icon
        className="size-4 animate-pulse"
        data-testid="creating-icon"
        data-icon-index={index}
        aria-hidden
      />
      <span>{CREATING_CAPTIONS[index]}</span>
    </p>
  );
}
