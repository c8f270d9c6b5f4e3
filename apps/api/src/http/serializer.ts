import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { z } from "zod";

/**
 * Responses are written by a serializer compiled once per route from the route's contract schema
 * (zod → JSON Schema → fast-json-stringify), not by running zod over every response: the list endpoint
 * serialises a page of initiatives per request. Properties outside the schema are dropped, as zod did.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: "output", unrepresentable: "any", target: "draft-7" });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
