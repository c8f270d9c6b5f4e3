import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

// The browser router numbers its history entries; 0 means this app has no earlier page to go back to.
const hasAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** History back; a visitor who arrived by a shared link has nothing to go back to, so they go to the list. */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => (hasAppHistory() ? navigate(-1) : navigate("/initiatives"));
  return (
    <Button variant="ghost" size="icon" aria-label="Back" onClick={goBack}>
      <ArrowLeft />
    </Button>
  );
}
