import { Link2 } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The share link is the initiative's own address (spec section 2); only members can open it. */
export const shareLinkOf = (initiativeId: string) =>
  `${window.location.origin}/initiative/${encodeURIComponent(initiativeId)}`;

export function CopyLink({ initiativeId }: { initiativeId: string }) {
  const inputId = useId();
  const link = shareLinkOf(initiativeId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Sharable link copied");
    } catch {
      toast.error("Failed to copy link to clipboard");
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Link</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" className="shrink-0" onClick={copy}>
          <Link2 />
          Copy link
        </Button>
      </div>
    </div>
  );
}
