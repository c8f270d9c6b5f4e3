import { useParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MembersList } from "../components/members-list";
import { StrategyCard } from "../components/strategy-card";
import { TabToolbar } from "../components/tab-toolbar";
import { TasksTable } from "../components/tasks-table";
import { WorkstreamHeader } from "../components/workstream-header";
import { SAMPLE_MEMBERS, SAMPLE_STRATEGIES, SAMPLE_TASKS } from "../data/sample-workstream";
import { teamNameFor } from "../lib/team-name";

const completedTasks = SAMPLE_TASKS.filter((task) => task.status === "completed").length;

/** `/initiative/{id}/workstream/{teamId}`: static sample data (spec), nothing is loaded. */
export function WorkstreamRoute() {
  const { teamId } = useParams();

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-8">
      <WorkstreamHeader
        teamName={teamNameFor(teamId)}
        completed={completedTasks}
        total={SAMPLE_TASKS.length}
      />
      <Tabs defaultValue="strategies">
        <TabsList>
          <TabsTrigger value="strategies">Strategies</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="team">Team</TabsTrigger>
        </TabsList>
        <TabsContent value="strategies" className="pt-4">
          <TabToolbar title="Strategies" action="Add Strategy" />
          <div className="grid gap-4 lg:grid-cols-2">
            {SAMPLE_STRATEGIES.map((strategy) => (
              <StrategyCard key={strategy.title} strategy={strategy} />
            ))}
          </div>
        </TabsContent>
        <TabsContent value="tasks" className="pt-4">
          <TabToolbar title="Tasks" action="Add Task" />
          <TasksTable tasks={SAMPLE_TASKS} />
        </TabsContent>
        <TabsContent value="team" className="pt-4">
          <TabToolbar title="Team" action="Add Member" />
          <MembersList members={SAMPLE_MEMBERS} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
