import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUserUploads } from "../api/user-uploads";
import { QuotaMeter } from "./quota-meter";

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
        <QuotaMeter
          label="Storage"
          used={mb(data.used_bytes)}
          limit={mb(data.quota_bytes)}
          percent={percent}
          barLabel="Document storage used"
          warn={percent >= 90}
          testId="uploads-storage"
        />
        <p className="text-xs text-muted-foreground" data-testid="uploads-rate">
          {data.uploads_last_hour} of {data.uploads_per_hour} uploads in the last hour.
        </p>
      </CardContent>
    </Card>
  );
}
