import {
  Banknote,
  CalendarDays,
  ChartColumn,
  Code,
  FlaskConical,
  Handshake,
  Headset,
  Laptop,
  type LucideIcon,
  Megaphone,
  Package,
  Palette,
  PenLine,
  Scale,
  Server,
  ShieldCheck,
  ShoppingCart,
  Users,
  Warehouse,
} from "lucide-react";

const PRODUCT_ICON = Package;

const ICONS: Record<string, LucideIcon> = {
  analytics: ChartColumn,
  engg_backend: Server,
  compliance: ShieldCheck,
  copywriting: PenLine,
  customer_support: Headset,
  data_science: FlaskConical,
  design: Palette,
  engg_frontend: Code,
  legal: Scale,
  marketing: Megaphone,
  product_management: PRODUCT_ICON,
  // The catalogued teams (issue 36, decision 085).
  operations: Warehouse,
  finance: Banknote,
  sales: Handshake,
  people: Users,
  it: Laptop,
  procurement: ShoppingCart,
  events: CalendarDays,
};

/** The icon of a workstream id; unknown ids get the product icon. */
export function workstreamIcon(id: string): LucideIcon {
  return Object.hasOwn(ICONS, id) ? (ICONS[id] as LucideIcon) : PRODUCT_ICON;
}

export function WorkstreamIcon({ id, className }: { id: string; className?: string }) {
  const Icon = workstreamIcon(id);
  return <Icon aria-hidden="true" data-icon={id in ICONS ? id : "product"} className={className} />;
}
