/** The static sample the workstream detail screen shows (spec section 3); nothing is loaded. */
export type SampleStatus = "pending" | "in_progress" | "completed";
export type SamplePriority = "High" | "Medium" | "Low";

export interface SampleStrategy {
  title: string;
  description: string;
  priority: SamplePriority;
  estimatedEffort: string;
  impact: string;
  status: SampleStatus;
}

export interface SampleTask {
  title: string;
  status: SampleStatus;
  assignee: string;
  dueDate: string;
}

export interface SampleMember {
  name: string;
  role: string;
}

export const SAMPLE_STRATEGIES: SampleStrategy[] = [
  {
    title: "Define the success metrics",
    description: "Agree on the two or three numbers that tell the team the initiative is working.",
    priority: "High",
    estimatedEffort: "1 week",
    impact: "Aligns every later decision with the outcome",
    status: "completed",
  },
  {
    title: "Ship a thin first version",
    description: "Deliver the smallest end-to-end slice to real users, then widen it from their feedback.",
    priority: "High",
    estimatedEffort: "3 weeks",
    impact: "Early proof that the approach works",
    status: "in_progress",
  },
  {
    title: "Automate the release checks",
    description: "Run tests, accessibility checks and performance budgets on every change.",
    priority: "Medium",
    estimatedEffort: "2 weeks",
    impact: "Fewer regressions, faster releases",
    status: "pending",
  },
  {
    title: "Document the hand-over",
    description: "Write the runbook and the decisions so another team can own the work later.",
    priority: "Low",
    estimatedEffort: "3 days",
    impact: "Smooth ownership changes",
    status: "pending",
  },
];

export const SAMPLE_TASKS: SampleTask[] = [
  { title: "Interview five target users", status: "completed", assignee: "Maya Chen", dueDate: "2025-03-07" },
  { title: "Draft the success metrics", status: "completed", assignee: "Jonas Berg", dueDate: "2025-03-10" },
  { title: "Build the first slice", status: "in_progress", assignee: "Priya Nair", dueDate: "2025-03-28" },
  { title: "Set up release checks", status: "in_progress", assignee: "Tom Alvarez", dueDate: "2025-04-04" },
  { title: "Usability review", status: "pending", assignee: "Maya Chen", dueDate: "2025-04-11" },
  { title: "Write the runbook", status: "pending", assignee: "Jonas Berg", dueDate: "2025-04-18" },
];

export const SAMPLE_MEMBERS: SampleMember[] = [
  { name: "Maya Chen", role: "Lead" },
  { name: "Jonas Berg", role: "Product Manager" },
  { name: "Priya Nair", role: "Engineer" },
  { name: "Tom Alvarez", role: "Engineer" },
];
