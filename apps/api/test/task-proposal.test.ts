import { routes, type Task } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";
import { callStream, plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("task breakdown proposals on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "10000", JOB_POLL_MS: "50" });

  /** An initiative whose first workstream has a generated breakdown that a person then edited. */
  async function edited() {
    const s = await plannedInitiative(
      server,
      "A bakery subscription with weekly bread boxes delivered by bike",
    );
    const id = s.initiative.id;
    const token = s.owner.token;
    const wsPath = `/portal/initiatives/${id}/workstreams/${s.wsId}`;
    const generated = await callStream(server, "POST", `${wsPath}/stream`, { token });
    expect(generated.status).toBe(200);
    const tasks = async () =>
      (await server.call(routes.listTasks, { params: { id }, token })).data.tasks.map(
        ({ start_date, end_date, critical, ...t }) => t as Task,
      );
    const own = (await tasks()).filter((t) => t.workstream_id === s.wsId);
    expect(own.length).toBeGreaterThanOrEqual(3);
    const peopleEdited = async () =>
      (await server.call(routes.getWorkstream, { params: { id, wsId: s.wsId }, token })).data.task_breakdown
        .people_edited;
    // The agent's own tasks: the next run may replace them.
    expect(await peopleEdited()).toBe(false);
    // `first` is the last task: the one most others' work leads to, so a new dependency of it closes no cycle.
    const [second, third] = own as [Task, Task];
    const first = own[own.length - 1]!;
    // A person sets a status and a dependency of their own, and renames a task.
    const patch = (taskId: string, body: object) =>
      server.call(routes.updateTask, { params: { id, taskId }, body, token });
    // The first task the person's new dependency may point at without closing a cycle.
    let extraDep: Task | undefined;
    for (const candidate of own.filter((t) => t.id !== first.id && !first.depends_on.includes(t.id))) {
      const res = await patch(first.id, {
        status: "in_progress",
        depends_on: [...first.depends_on, candidate.id],
      });
      if (res.status === 200) {
        extraDep = candidate;
        break;
      }
    }
    if (!extraDep) throw new Error("no task to depend on without a cycle");
    expect((await patch(second.id, { title: "Bake the sample loaves ourselves" })).status).toBe(200);
    const propose = () =>
      server.call(routes.proposeTaskBreakdown, { params: { id, wsId: s.wsId }, body: {}, token });
    const apply = (proposalId: string, keys: string[]) =>
      server.call(routes.applyTaskProposal, {
        params: { id, wsId: s.wsId, proposalId },
        body: { apply: keys },
        token,
      });
    return {
      ...s,
      id,
      token,
      wsPath,
      tasks,
      first,
      second,
      third,
      extraDep,
      original: own,
      patch,
      propose,
      apply,
      peopleEdited,
    };
  }

  it("refuses to stream over a person's edits and proposes instead; nothing is written until Apply", async () => {
    const s = await edited();
    const before = await s.tasks();
    // The workstream says so, so the screen asks for a proposal without a refused stream first.
    expect(await s.peopleEdited()).toBe(true);
    const streamed = await callStream(server, "POST", `${s.wsPath}/stream`, { token: s.token });
    expect(streamed.status).toBe(409);
    expect(streamed.json.details).toEqual({ proposal_required: true });

    const res = await s.propose();
    expect(res.status, res.text).toBe(200);
    const proposal = res.data;
    // The AI's answer names the renamed task by its old title: it is the same task, its title a change
    // the person's edit keeps by default, neither a removal nor a second task under the old title.
    expect(proposal.changed).toContainEqual(
      expect.objectContaining({
        key: `change:${s.second.id}`,
        edited_by_person: true,
        apply_by_default: false,
        after: expect.objectContaining({ title: s.second.title }),
      }),
    );
    expect(proposal.changed.find((c) => c.key === `change:${s.second.id}`)?.fields).toContain("title");
    expect(proposal.removed.map((r) => r.key)).not.toContain(`remove:${s.second.id}`);
    expect(proposal.added.map((a) => a.task.title)).not.toContain(s.second.title);
    // The dependency the person added is proposed for removal, kept by default.
    expect(proposal.edges_removed).toContainEqual(
      expect.objectContaining({
        from: s.first.id,
        to: s.extraDep.id,
        edited_by_person: true,
        apply_by_default: false,
      }),
    );
    // The tasks that waited for the renamed task still do: only the person's own edge to it, if that
    // is where their new dependency points, may be proposed for removal (kept by default).
    for (const edge of proposal.edges_removed.filter((e) => e.to === s.second.id)) {
      expect(edge).toMatchObject({ from: s.first.id, to: s.extraDep.id, apply_by_default: false });
    }
    expect(await s.tasks()).toEqual(before);

    const defaults = [
      ...proposal.added,
      ...proposal.removed,
      ...proposal.changed,
      ...proposal.edges_added,
      ...proposal.edges_removed,
    ]
      .filter((i) => i.apply_by_default)
      .map((i) => i.key);
    const applied = await s.apply(proposal.id, defaults);
    expect(applied.status, applied.text).toBe(200);
    const after = await s.tasks();
    const first = after.find((t) => t.id === s.first.id)!;
    expect(first.status).toBe("in_progress");
    expect(first.depends_on).toContain(s.extraDep.id);
    expect(after.find((t) => t.id === s.second.id)?.title).toBe("Bake the sample loaves ourselves");
    expect(after.some((t) => t.title === s.second.title)).toBe(false);
    expect(after.length).toBe(before.length);
    expect(applied.data.version).toBeGreaterThan(1);

    // Applied twice → 409 with the tasks as they are.
    const twice = await s.apply(proposal.id, defaults);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This proposal has already been applied.");
    expect(twice.body.details.tasks.map((t: Task) => t.id).sort()).toEqual(
      after
        .filter((t) => t.workstream_id === s.wsId)
        .map((t) => t.id)
        .sort(),
    );
  });

  it("a person may choose the AI's side: applying a renamed task's change gives it the AI's title back", async () => {
    const s = await edited();
    const before = await s.tasks();
    const proposal = (await s.propose()).data;
    const res = await s.apply(proposal.id, [`change:${s.second.id}`]);
    expect(res.status, res.text).toBe(200);
    const after = await s.tasks();
    expect(after.find((t) => t.id === s.second.id)?.title).toBe(s.second.title);
    // Nothing else was picked: no task was added or removed.
    expect(after.map((t) => t.id).sort()).toEqual(before.map((t) => t.id).sort());
  });

  it("a proposal made before the tasks changed is refused with the current tasks, and bad picks change nothing", async () => {
    const s = await edited();
    const proposal = (await s.propose()).data;
    const unknown = await s.apply(proposal.id, ["remove:not-in-it"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.unknown).toEqual(["remove:not-in-it"]);

    await s.patch(s.third.id, { estimate_days: 7 });
    const before = await s.tasks();
    const stale = await s.apply(
      proposal.id,
      proposal.added.map((a) => a.key),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("The tasks changed after this proposal was made");
    expect(stale.body.details.tasks.find((t: Task) => t.id === s.third.id).estimate_days).toBe(7);
    expect(await s.tasks()).toEqual(before);

    const missing = await s.apply("00000000-0000-4000-8000-000000000000", []);
    expect(missing.status).toBe(404);
  });
});
