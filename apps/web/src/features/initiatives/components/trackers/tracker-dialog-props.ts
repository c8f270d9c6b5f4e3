import type { TrackerKind } from "@initiative-planner/contract/trackers";

/** What each tracker dialog (connect, push, webhook) opens with. */
export interface TrackerDialogProps {
  initiativeId: string;
  kind: TrackerKind;
  onClose: () => void;
}
