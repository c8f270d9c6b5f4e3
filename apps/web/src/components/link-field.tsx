import { Link2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";

export interface LinkFieldProps {
  label: string;
  link: string;
  buttonLabel: string;
  copiedMessage: string;
}

/** A read-only link with a button that copies it, saying whether the clipboard took it. */
export function LinkField({ label, link, buttonLabel, copiedMessage }: LinkFieldProps) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(copiedMessage);
    } catch {
      toast.error("Failed to copy link to clipboard");
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" className="shrink-0" onClick={copy}>
          <Link2 />
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
