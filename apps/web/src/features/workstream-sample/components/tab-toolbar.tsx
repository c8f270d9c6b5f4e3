import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Heading of a tab with its Add button; the sample screen's Add buttons do nothing (spec). */
export function TabToolbar({ title, action }: { title: string; action: string }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <Button size="sm">
        <Plus /> {action}
      </Button>
    </div>
  );
}
