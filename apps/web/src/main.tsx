// First: the light/dark class before anything paints.
import "@/lib/theme";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter, createAppRouter } from "@/app/router";
import { prepareClassMerge } from "@/lib/cn";
import { nextTask } from "@/lib/when-idle";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Each in a task of its own: this module's evaluation, tailwind-merge's tables (two tasks), the router's creation
// (which starts the screen's lazy loads), the first render (decisions 177, 183). A transition: React renders the
// first screen in slices of a few milliseconds rather than one long task that a phone's input would wait behind
// (decision 055).
void prepareClassMerge()
  .then(nextTask)
  .then(createAppRouter)
  .then(async (router) => {
    await nextTask();
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <AppRouter router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
