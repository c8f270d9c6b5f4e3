import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { firstName } from "@/lib/auth/first-name";
import { useAuth } from "@/lib/auth/use-auth";
import { useCreateInitiative } from "../api/create-initiative";
import { type CreationChoices, CreationOptions, defaultChoices } from "../components/home/creation-options";
import { IdeaComposer } from "../components/home/idea-composer";
import { fromDateInput } from "../lib/edit-form";

/** / : greet the person and turn their idea into a new initiative. */
export function HomeRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateInitiative();
  const [defaults] = useState<CreationChoices>(() => defaultChoices());
  const [choices, setChoices] = useState(defaults);

  const onSubmit = (idea: string, attachmentIds: string[]) => {
    const description = idea.trim();
    if (!description) {
      toast.error("Missing information", { description: "Please enter your initiative idea." });
      return;
    }
    create.mutate(
      {
        description,
        attachmentIds,
        // The default day keeps the spec's exact "now + 30 days"; an emptied field falls back to it too.
        chosen: {
          priority: choices.priority,
          date_due_completion:
            choices.dueDate === defaults.dueDate ? undefined : (fromDateInput(choices.dueDate) ?? undefined),
        },
      },
      {
        onSuccess: (initiative) => {
          toast.success("Initiative created!", {
            description: "Your new initiative has been created successfully.",
          });
          navigate(`/initiative/${initiative.id}`);
        },
        onError: (error) => {
          console.warn(`[initiatives] ${error.message}`);
          toast.error("Error creating initiative", {
            description: "Something went wrong. Please try again.",
          });
        },
      },
    );
  };

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-8 px-6 py-12">
      <h1 className="text-center text-3xl font-semibold tracking-tight sm:text-4xl">
        Nice to meet you, {firstName(user)}
      </h1>
      <IdeaComposer isCreating={create.isPending} onSubmit={onSubmit} />
      <CreationOptions value={choices} onChange={setChoices} disabled={create.isPending} />
    </section>
  );
}
