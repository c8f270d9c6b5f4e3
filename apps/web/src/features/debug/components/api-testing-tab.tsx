import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { API_CHECKS } from "../api/api-checks";
import { type ApiCheckHandle, ApiCheckRow } from "./api-check-row";

export function ApiTestingTab() {
  const rows = useRef(new Map<string, ApiCheckHandle>());

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">
          Calls the API with your current token and shows the status, latency and answer.
        </p>
        <Button
          size="sm"
          onClick={() => {
            for (const row of rows.current.values()) row.run();
          }}
        >
          Run all
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {API_CHECKS.map((check) => (
          <ApiCheckRow
            key={check.id}
            check={check}
            ref={(handle) => {
              if (handle) rows.current.set(check.id, handle);
              else rows.current.delete(check.id);
            }}
          />
        ))}
      </ul>
    </div>
  );
}
