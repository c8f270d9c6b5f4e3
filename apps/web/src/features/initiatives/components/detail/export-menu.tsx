import type { ExportFormat, InitiativeExport } from "@initiative-planner/contract/tasks";
import { Download } from "lucide-react";
import { type ComponentType, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ButtonMenu, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { exportInitiative, getInitiativeExport } from "../../api/export-initiative";

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: "markdown", label: "Markdown" },
  { format: "csv", label: "CSV (Jira, spreadsheets)" },
  { format: "linear-csv", label: "CSV for Linear" },
  { format: "json", label: "JSON" },
];

/** The print layout and its data, both loaded when 'Print / PDF' is chosen. */
interface PrintJob {
  View: ComponentType<{ data: InitiativeExport }>;
  data: InitiativeExport;
}

/** Export: the initiative as a file, or printed (the print stylesheet lays it out on pages). */
export function ExportMenu({ initiativeId }: { initiativeId: string }) {
  const [printing, setPrinting] = useState<PrintJob | null>(null);
  // Print once the whole document is on the page; the print dialog blocks until it closes.
  useEffect(() => {
    if (!printing) return;
    const timer = setTimeout(() => {
      window.print();
      setPrinting(null);
    }, 50);
    return () => clearTimeout(timer);
  }, [printing]);
  const print = async () => {
    try {
      // The print layout renders every plan as markdown: its code loads only when someone prints.
      const [{ PrintInitiative }, data] = await Promise.all([
        import("./print-initiative"),
        getInitiativeExport(initiativeId),
      ]);
      setPrinting({ View: PrintInitiative, data });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Printing failed. Please try again.");
    }
  };
  const download = async (format: ExportFormat) => {
    try {
      await exportInitiative(initiativeId, format);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The export failed. Please try again.");
    }
  };
  return (
    <>
      <ButtonMenu
        trigger={
          <Button variant="outline" size="sm" className="print:hidden">
            <Download />
            <span className="sr-only sm:not-sr-only">Export</span>
          </Button>
        }
      >
        {FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} onSelect={() => void download(format)}>
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void print()}>Print / PDF</DropdownMenuItem>
      </ButtonMenu>
      {printing && <printing.View data={printing.data} />}
    </>
  );
}
