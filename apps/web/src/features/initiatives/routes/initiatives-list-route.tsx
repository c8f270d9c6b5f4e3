import { Plus } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/use-auth";
import { PAGE_SIZE, useInitiatives } from "../api/list-initiatives";
import { InitiativeCard } from "../components/list/initiative-card";
import { InitiativesEmpty } from "../components/list/initiatives-empty";
import { InitiativesPager } from "../components/list/initiatives-pager";
import { InitiativesSearch } from "../components/list/initiatives-search";
import { InitiativeMenu } from "../components/manage/initiative-menu";
import { useLiveInitiativesList } from "../hooks/use-live-list";
import { canEditInitiative } from "../lib/edit-form";
import { toClientInitiative } from "../lib/initiative-mapper";
import { clampPage } from "../lib/page-numbers";

/** /initiatives?search=&page= : the caller's initiatives, 10 a page, newest first. */
export function InitiativesListRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = clampPage(Number(params.get("page") ?? "1"), Number.POSITIVE_INFINITY);
  const { data, isPending } = useInitiatives({ userId: user?.uid ?? "", page, search });
  useLiveInitiativesList(data?.list.map((initiative) => initiative.id) ?? []);

  const setPage = (next: number) =>
    setParams((current) => {
      current.set("page", String(next));
      return current;
    });

  const setSearch = (term: string) =>
    setParams((current) => {
      if (term) current.set("search", term);
      else current.delete("search");
      // A new search starts from its first page.
      current.delete("page");
      return current;
    });

  // ?page=-3, ?page=abc, ?page=2.5: the list shows the page it understood, and so does the address.
  const rawPage = params.get("page");
  if (rawPage !== null && rawPage !== String(page)) {
    const normalised = new URLSearchParams(params);
    normalised.set("page", String(page));
    return <Navigate to={`?${normalised}`} replace />;
  }

  if (data && page > data.total_pages) {
    const clamped = new URLSearchParams(params);
    clamped.set("page", String(data.total_pages));
    return <Navigate to={`?${clamped}`} replace />;
  }

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-6 py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight">Your Initiatives</h1>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <InitiativesSearch value={search} onSearch={setSearch} />
          <Button asChild>
            <Link to="/">
              <Plus />
              Create New Initiative
            </Link>
          </Button>
        </div>
      </header>
      {isPending || !data ? (
        <p className="py-16 text-center text-muted-foreground">Loading initiatives...</p>
      ) : data.list.length === 0 ? (
        <InitiativesEmpty searching={search !== ""} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
            {data.list.map((initiative) => (
              <InitiativeCard
                key={initiative.id}
                initiative={toClientInitiative(initiative)}
                menu={
                  canEditInitiative(initiative.role) ? <InitiativeMenu initiative={initiative} /> : undefined
                }
              />
            ))}
          </div>
          <InitiativesPager
            page={page}
            totalPages={data.total_pages}
            totalItems={data.total_items}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
