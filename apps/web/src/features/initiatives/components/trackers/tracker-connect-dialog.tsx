import { TRACKER_NAMES, type TrackerConnection } from "@initiative-planner/contract/trackers";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useConnectTracker } from "../../api/initiative-trackers";
import type { TrackerDialogProps } from "./tracker-dialog-props";
import { connectionBody, initialValues, TRACKER_FIELDS } from "./tracker-fields";

interface TrackerConnectDialogProps extends TrackerDialogProps {
  saved: TrackerConnection | undefined;
}

/** The owner's form for one tracker; the server tests the connection and answers in words if it fails. */
export function TrackerConnectDialog({ initiativeId, kind, saved, onClose }: TrackerConnectDialogProps) {
  const [values, setValues] = useState(() => initialValues(kind, saved));
  const connect = useConnectTracker(initiativeId);
  const name = TRACKER_NAMES[kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate({ kind, body: connectionBody(kind, values) }, { onSuccess: onClose });
  };
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={saved ? `Change the ${name} connection` : `Connect ${name}`}
      description="The connection is tested before it is saved. The secret is stored encrypted and never shown again."
    >
      <form id="tracker-connect" onSubmit={submit} className="grid gap-3">
        {TRACKER_FIELDS[kind].map((field) => {
          const id = `tracker-${kind}-${field.name}`;
          return (
            <div key={field.name} className="grid gap-1">
              <Label htmlFor={id}>{field.label}</Label>
              <Input
                id={id}
                type={field.secret ? "password" : (field.type ?? "text")}
                autoComplete="off"
                required={!field.optional && !(field.secret && saved)}
                placeholder={field.secret && saved ? "Leave empty to keep the saved one" : field.placeholder}
                value={values[field.name] ?? ""}
                onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
              />
            </div>
          );
        })}
        {connect.error && (
          <p role="alert" className="text-destructive text-sm">
            {connect.error.message}
          </p>
        )}
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form="tracker-connect" disabled={connect.isPending}>
          {connect.isPending ? "Testing…" : saved ? "Save" : "Connect"}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
