export * from "./collaborators";
export * from "./common";
export * from "./initiative";
export * from "./planning";
export * from "./routes";
export * from "./runtime-config";
export * from "./stream";
export * from "./user";
