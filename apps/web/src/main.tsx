// First: the light/dark class before anything paints.
import "@/lib/theme";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A transition: React renders the first screen in slices of a few milliseconds rather than one long task
// that a phone's input would wait behind (decision 055).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
