// First: the light/dark class before anything paints.
import "@/lib/theme";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import { prepareClassMerge } from "@/lib/cn";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Each in a task of its own: this module's evaluation, tailwind-merge's tables (two tasks), the first render
// (decision 177). A transition: React renders the first screen in slices of a few milliseconds rather than one
// long task that a phone's input would wait behind (decision 055).
void prepareClassMerge().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
