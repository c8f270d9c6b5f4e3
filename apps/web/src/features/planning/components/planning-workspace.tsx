import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { preloadMarkdownWhenIdle } from "@/components/markdown/lazy-markdown";
import { Spinner } from "@/components/ui/spinner";
import { useSubsections } from "../api/list-subsections";
import { useWorkstreams } from "../api/list-workstreams";
import { usePlanShape } from "../api/plan-shape";
import { planningKeys } from "../api/planning-keys";
import { useAbortWhenHidden } from "../hooks/use-abort-when-hidden";
import { liveKey, useLivePlans } from "../hooks/use-live-plans";
import { useMediaQuery } from "../hooks/use-media-query";
import { usePlanStream } from "../hooks/use-plan-stream";
import { usePlanningParams } from "../hooks/use-planning-params";
import { logPlanningIssue } from "../lib/planning-log";
import { GenerateAllPanel } from "./generate-all-panel";
import { InitiativeUsagePanel } from "./initiative-usage-panel";
import { PlanFallback } from "./plan-fallback";
import { PlanPanel } from "./plan-panel";
import { PlanningError, PlanningLoading } from "./planning-status";
import { PlanningViewLinks } from "./planning-view-links";
import { SubsectionActions } from "./subsection-actions";
import { SubsectionList } from "./subsection-list";
import { TeamActions } from "./team-actions";
import { TeamDropdown } from "./team-dropdown";

// The schedule and the task table load when first shown: an initiative opens on a plan, and a phone need not
// download them before it (decision 054).
const TimelineView = lazy(() => import("./timeline-view").then((m) => ({ default: m.TimelineView })));
const TaskBreakdownPanel = lazy(() =>
  import("./task-breakdown-panel").then((m) => ({ default: m.TaskBreakdownPanel })),
);

const viewLoading = (
  <div className="flex justify-center py-16 text-muted-foreground">
    <Spinner />
  </div>
);

interface PlanningWorkspaceProps {
  initiativeId: string;
  canEdit: boolean;
  /** False while the Agents tab is hidden (it stays mounted to keep a running stream). */
  active: boolean;
  onTasksChanged?: () => void;
}

/** The ready screen: TEAM picker and subsections on the left, the selected plan on the right. */
export function PlanningWorkspace({ initiativeId, canEdit, active, onTasksChanged }: PlanningWorkspaceProps) {
  const queryClient = useQueryClient();
  const workstreams = useWorkstreams(initiativeId);
  const params = usePlanningParams();
  const stream = usePlanStream();
  const live = useLivePlans(initiativeId, onTasksChanged);
  const shape = usePlanShape(initiativeId);
  useAbortWhenHidden(stream.abort);

  // On a phone the plan sits below the lists: choosing a subsection or a view scrolls it into sight, or
  // nothing seemed to happen but a highlight.
  const phone = useMediaQuery("(max-width: 767px)");
  const mainArea = useRef<HTMLDivElement>(null);
  const reveal = () => {
    if (phone) requestAnimationFrame(() => mainArea.current?.scrollIntoView({ block: "start" }));
  };

  const list = workstreams.data?.workstreams ?? [];
  const workstream = list.find((ws) => ws.id === params.workstream) ?? list[0] ?? null;
  const wsId = workstream?.id ?? null;
  const subsections = useSubsections(initiativeId, wsId);
  const subs = subsections.data ?? [];
  const subsection = subs.find((sub) => sub.uid === params.subsection) ?? subs[0] ?? null;

  // Only the shown workstream may stream: leaving it (picker, back button) ends the stream it ran.
  const streamingWsId = stream.active?.ref.wsId ?? null;
  const { abort } = stream;
  useEffect(() => {
    if (streamingWsId !== null && streamingWsId !== wsId) abort();
  }, [streamingWsId, wsId, abort]);

  // Subsections are cached only while the screen lives; a later visit fetches fresh plans.
  useEffect(
    () => () => {
      setTimeout(() =>
        queryClient.removeQueries({ queryKey: planningKeys.subsectionsAll(initiativeId), type: "inactive" }),
      );
    },
    [queryClient, initiativeId],
  );

  // The URL names the auto-selected first subsection too, so the address can be shared as it is; but
  // only while the Agents tab shows: /chat and /callouts keep their address (parameters already there stay).
  // A link naming a subsection this workstream does not have shows the first one (spec section 8), and
  // the correction of its address is logged.
  const { selectSubsection } = params;
  const urlSubsection = params.subsection;
  const autoSelected = subsection?.uid ?? null;
  // A subsection shown before and then removed (with its team, here or by another member) is not a bad link.
  const shownBefore = useRef(new Set<string>());
  useEffect(() => {
    if (!active || !autoSelected) return;
    if (autoSelected === urlSubsection) {
      shownBefore.current.add(autoSelected);
      return;
    }
    if (urlSubsection && !shownBefore.current.has(urlSubsection)) {
      logPlanningIssue("Subsection not found", urlSubsection);
    }
    selectSubsection(autoSelected, { replace: true });
  }, [active, autoSelected, urlSubsection, selectSubsection]);

  // Until the subsections arrive the main area stays empty: on a phone it sits below the list, and anything
  // shown there would jump down when the list fills in.
  const loadingSubsections = subsections.isFetching && !subsections.data;
  // Plans show here; the screen paints without the markdown renderer, then loads it (decision 050): once the
  // lists are in and painted, so that its download does not hold up theirs on a slow network.
  const painted = !workstreams.isPending && !loadingSubsections;
  useEffect(() => (painted ? preloadMarkdownWhenIdle() : undefined), [painted]);

  if (workstreams.isPending) return <PlanningLoading />;
  if (workstreams.isError) return <PlanningError message="Failed to load workstreams" />;

  const localUid = stream.active && stream.active.ref.wsId === wsId ? stream.active.ref.subId : null;
  // Someone else's generation shows its spinner too.
  const generatingUid =
    localUid ?? subs.find((sub) => wsId !== null && live.has(liveKey(wsId, sub.uid)))?.uid ?? null;

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      {/* Stays in view while a long plan scrolls <main>; scrolls on its own when it is taller than the
          window. top-16 clears the compact header bar. */}
      <aside className="flex flex-col gap-4 md:sticky md:top-16 md:-m-1 md:max-h-[calc(100dvh-5rem)] md:self-start md:overflow-y-auto md:p-1">
        <TeamDropdown workstreams={list} selected={workstream} onSelect={params.selectWorkstream} />
        {canEdit && (
          <TeamActions
            initiativeId={initiativeId}
            workstreams={list}
            selected={workstream}
            shape={shape}
            onSelect={params.selectWorkstream}
          />
        )}
        {/* What sits under the subsections comes with them: shown under the one-line loading text, it would
            jump down when the list fills in. */}
        {loadingSubsections ? (
          <p className="px-2 text-sm text-muted-foreground">Loading subsections...</p>
        ) : (
          <>
            <SubsectionList
              subsections={subs}
              selectedUid={params.view ? null : (subsection?.uid ?? null)}
              generatingUid={generatingUid}
              onSelect={(uid) => {
                selectSubsection(uid);
                reveal();
              }}
            />
            {canEdit && wsId && (
              <SubsectionActions
                initiativeId={initiativeId}
                wsId={wsId}
                subsections={subs}
                selected={subsection}
                shape={shape}
                onSelect={(uid) => selectSubsection(uid)}
              />
            )}
            <GenerateAllPanel initiativeId={initiativeId} canEdit={canEdit} />
            <PlanningViewLinks
              view={params.view}
              onSelect={(view) => {
                params.selectView(view);
                reveal();
              }}
            />
            <InitiativeUsagePanel initiativeId={initiativeId} />
          </>
        )}
      </aside>
      <div ref={mainArea} className="min-w-0">
        {loadingSubsections ? null : params.view === "timeline" ? (
          <Suspense fallback={viewLoading}>
            <TimelineView
              initiativeId={initiativeId}
              workstreams={list}
              canEdit={canEdit}
              onTasksChanged={onTasksChanged}
            />
          </Suspense>
        ) : params.view === "tasks" && workstream ? (
          <Suspense fallback={viewLoading}>
            <TaskBreakdownPanel
              key={workstream.id}
              initiativeId={initiativeId}
              workstream={workstream}
              canEdit={canEdit}
              onTasksChanged={onTasksChanged}
            />
          </Suspense>
        ) : workstream && subsection ? (
          <PlanPanel
            key={`${workstream.id}/${subsection.uid}`}
            planRef={{ initiativeId, wsId: workstream.id, subId: subsection.uid }}
            workstream={workstream}
            subsection={subsection}
            canEdit={canEdit}
            stream={stream}
            live={live.get(liveKey(workstream.id, subsection.uid)) ?? null}
          />
        ) : (
          <PlanFallback
            workstreamName={workstream?.name ?? "No workstreams yet"}
            subsectionId={params.subsection}
            source={workstreams.isFetchedAfterMount ? "live" : "cache"}
            updatedAt={workstreams.dataUpdatedAt}
          />
        )}
      </div>
    </div>
  );
}
