import type { ReactNode } from "react";
import { renderRoutes } from "@/test/render-routes";

export const renderWithApp = renderRoutes;
export const renderElement = (element: ReactNode) => renderRoutes([{ path: "/", element }]);
