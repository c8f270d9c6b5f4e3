import { toast } from "@/components/ui/toast";
import { createQueryClient } from "@/lib/query-client";
import { noteLoadedQueryClient } from "@/lib/query-client-choice";

/** The app's query client: a failed fetch a screen shows raises its toast. */
export const queryClient = createQueryClient({}, toast.error);
noteLoadedQueryClient(queryClient);
