import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** The share link is the initiative's own address (spec: /initiative/{id} is the share-link target). */
export function ShareButton({ initiativeId }: { initiativeId: string | undefined }) {
  const share = async () => {
    if (!initiativeId) {
      toast.error("No initiative data available to share");
      return;
    }
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/initiative/${initiativeId}`);
      toast.success("Sharable link copied");
    } catch {
      toast.error("Failed to copy link to clipboard");
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 />
      {/* Icon only on a phone, so the initiative title keeps the room. */}
      <span className="sr-only sm:not-sr-only">Share</span>
    </Button>
  );
}
