import type { Role } from "@initiative-planner/contract/initiative";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useDeferredValue } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useInitiativeEvents } from "@/lib/initiative-events";
import { initiativeKeys, refreshInitiative, useInitiative } from "@/lib/initiative-query";
import { type DetailTab, useDetailTab } from "../../hooks/use-detail-tab";
import { useOutOfView } from "../../hooks/use-out-of-view";
import { capitalise } from "../../lib/capitalise";
import { clearInitiativeListCache } from "../../lib/list-cache";
import { InitiativeActions } from "../manage/initiative-actions";
import { InitiativeTrackers } from "../trackers/initiative-trackers";
import { CompactHeader, DetailHeader } from "./detail-header";
import { InitiativeDocuments } from "./initiative-documents";
import { LoadErrorView } from "./load-error-view";
import { RefiningPlaceholder } from "./refining-placeholder";

export interface PlanningSlotProps {
  initiativeId: string;
  canEdit: boolean;
  /** False while another tab shows: the hidden screen then must not write its parameters into the URL. */
  active: boolean;
  /** Tasks changed: progress on the cards and the initiative may have moved. */
  onTasksChanged: () => void;
}

export interface ShareSlotProps {
  initiativeId: string;
  initiativeName: string;
  role: Role;
}

interface InitiativeDetailShellProps {
  /** The Agents screen; supplied by the route so this feature never imports the planning feature. */
  renderPlanning: (props: PlanningSlotProps) => ReactNode;
  /** The Share control (dialog of the collaborators feature); without it Share only copies the link. */
  renderShare?: (props: ShareSlotProps) => ReactNode;
}

const TAB_LABELS: Record<DetailTab, string> = { chat: "Messages", callouts: "Callouts", planning: "Agents" };

/** /initiative/{id} and its direct tab routes. */
export function InitiativeDetailShell({ renderPlanning, renderShare }: InitiativeDetailShellProps) {
  const id = useParams().id ?? "";
  const { data, error } = useInitiative(id);
  // Once the initiative arrives, the whole screen renders at once: the heaviest work of its first visit.
  // A deferred value lets React render it in slices of a few milliseconds rather than one long task
  // (decision 055); until then the screen shows its spinner, as it did while the data loaded.
  const initiative = useDeferredValue(data);
  const [tab, selectTab] = useDetailTab(id);
  const [headerRef, headerOutOfView] = useOutOfView<HTMLElement>();
  const queryClient = useQueryClient();
  const onTasksChanged = useCallback(() => {
    clearInitiativeListCache();
    void queryClient.invalidateQueries({ queryKey: initiativeKeys.all });
  }, [queryClient]);
  const navigate = useNavigate();
  // The planner named it, planning failed, or someone edited it: the one query is fetched again at once
  // (its 5-s poll while CREATED covers a dropped event stream).
  useInitiativeEvents(id || null, (event) => {
    if (event.type === "status" || event.type === "initiative_updated")
      void refreshInitiative(queryClient, id);
  });

  // One query per initiative (decision 044): the tab title, the headers and the Agents screen all show
  // the name the planner gave once its status changes. A failure's toast comes from the query's meta.
  const title = initiative ? capitalise(initiative.name) : "";
  useDocumentTitle(title);

  if (error) return <LoadErrorView error={error} />;

  return (
    <div className="flex min-h-full flex-col">
      <CompactHeader title={title} visible={headerOutOfView && !!initiative} />
      <DetailHeader
        headerRef={headerRef}
        initiativeId={initiative?.id}
        title={title}
        description={initiative?.description ?? ""}
        share={
          initiative && renderShare
            ? renderShare({ initiativeId: initiative.id, initiativeName: title, role: initiative.role })
            : undefined
        }
        actions={
          initiative && (
            <InitiativeActions
              initiative={initiative}
              onDeleted={() => navigate("/initiatives", { replace: true })}
            />
          )
        }
      />
      {initiative && (
        <>
          <InitiativeDocuments initiativeId={initiative.id} canEdit={initiative.role !== "viewer"} />
          <InitiativeTrackers
            initiativeId={initiative.id}
            isOwner={initiative.role === "owner"}
            canEdit={initiative.role !== "viewer"}
          />
        </>
      )}
      {!initiative ? (
        <div className="flex justify-center py-24">
          <Spinner className="size-6" />
        </div>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => selectTab(value as DetailTab)}
          className="flex flex-1 flex-col px-4 pb-6 sm:px-6"
        >
          <TabsList>
            {(Object.keys(TAB_LABELS) as DetailTab[]).map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="chat">
            <RefiningPlaceholder experience="Messaging" />
          </TabsContent>
          <TabsContent value="callouts">
            <RefiningPlaceholder experience="Callout" />
          </TabsContent>
          {/* Kept mounted while hidden so a running agent stream and its selection survive a tab switch. */}
          <TabsContent value="planning" forceMount hidden={tab !== "planning"}>
            {renderPlanning({
              initiativeId: initiative.id,
              canEdit: initiative.role !== "viewer",
              active: tab === "planning",
              onTasksChanged,
            })}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
