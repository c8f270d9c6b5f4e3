import { Square } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Ends the running stream, and with it the model call on the server. */
export function StopButton({ onStop }: { onStop: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onStop}>
      <Square className="fill-current" />
      Stop
    </Button>
  );
}
