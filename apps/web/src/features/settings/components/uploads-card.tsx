import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useUserUploads } from "../api/user-uploads";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The signed-in user's documents against the upload quota and the hourly upload rate. */
export function UploadsCard() {
  const { data } = useUserUploads();
  if (!data) return null;
  const percent = Math.min(100, Math.round((data.used_bytes / data.quota_bytes) * 100));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your documents</CardTitle>
        <CardDescription>
          Documents you uploaded, attached to initiatives or not yet attached.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between text-muted-foreground">
          <span>Storage</span>
          <span data-testid="uploads-storage">
            {mb(data.used_bytes)} of {mb(data.quota_bytes)} ({percent} %)
          </span>
        </div>
        <ProgressBar
          value={percent}
          label="Document storage used"
          className="h-2"
          barClassName={percent >= 90 ? "bg-destructive" : undefined}
        />
        <p className="text-xs text-muted-foreground" data-testid="uploads-rate">
          {data.uploads_last_hour} of {data.uploads_per_hour} uploads in the last hour.
        </p>
      </CardContent>
    </Card>
  );
}
