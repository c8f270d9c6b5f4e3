import { Sparkles } from "lucide-react";

/** Messaging and Callout are not built yet; the spec gives them this notice. */
export function RefiningPlaceholder({ experience }: { experience: "Messaging" | "Callout" }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-24 text-center">
      <Sparkles className="size-8 text-muted-foreground" aria-hidden />
      <p className="max-w-md text-muted-foreground">
        We are refining the {experience} experience on the product. You'll be notified when it's ready.
      </p>
    </div>
  );
}
