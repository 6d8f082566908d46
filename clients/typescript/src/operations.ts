/**
 * Every operation of the API by its OpenAPI operationId: its method and path, and the types of
 * its body, query and answer, all read from the generated `schema.ts`. A new operation in the
 * schema fails to compile here until it gets a row (the `satisfies` below).
 */

import type { operations, paths } from "./schema.js";

export type OperationId = keyof operations;
type Method = "get" | "post" | "put" | "patch" | "delete";

type JsonOf<R> = R extends { content: { "application/json": infer T } } ? T : never;
type Responses<K extends OperationId> = operations[K]["responses"];

/** The JSON a successful (2xx) answer of operation `K` carries. */
export type Ok<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonOf<Responses<K>[S]> : never;
}[keyof Responses<K>];

/** The JSON body operation `K` takes. */
export type Body<K extends OperationId> = operations[K] extends {
  requestBody?: { content: { "application/json": infer T } };
}
  ? T
  : never;

/** The query parameters of operation `K`. */
export type Query<K extends OperationId> = NonNullable<operations[K]["parameters"]["query"]>;

interface Route {
  readonly method: Method;
  readonly path: keyof paths;
}

/** Which method and path each operation is: checked against `paths` at compile time. */
export const ROUTES = {
  memory_remember: { method: "post", path: "/api/v1/memories" },
  memory_list: { method: "get", path: "/api/v1/memories" },
  memory_get: { method: "get", path: "/api/v1/memories/{memory_id}" },
  memory_update: { method: "patch", path: "/api/v1/memories/{memory_id}" },
  memory_forget: { method: "post", path: "/api/v1/memories/{memory_id}/forget" },
  memory_restore: { method: "post", path: "/api/v1/memories/{memory_id}/restore" },
  memory_approve: { method: "post", path: "/api/v1/memories/{memory_id}/approve" },
  memory_feedback: { method: "post", path: "/api/v1/memories/{memory_id}/feedback" },
  memory_set_always_inject: { method: "post", path: "/api/v1/memories/{memory_id}/always-inject" },
  memory_history: { method: "get", path: "/api/v1/memories/{memory_id}/history" },
  memories_stale: { method: "get", path: "/api/v1/stale" },
  insight_capture: { method: "post", path: "/api/v1/insights" },
  recall: { method: "post", path: "/api/v1/recall" },
  context_compose: { method: "post", path: "/api/v1/context" },
  enrich: { method: "post", path: "/api/v1/enrich" },
  extract: { method: "post", path: "/api/v1/extract" },
  session_recent: { method: "get", path: "/api/v1/sessions/{session}/recent" },
  profiles_list: { method: "get", path: "/api/v1/profiles" },
  export_download: { method: "get", path: "/api/v1/export" },
  import_create: { method: "post", path: "/api/v1/imports" },
  import_list: { method: "get", path: "/api/v1/imports" },
  import_get: { method: "get", path: "/api/v1/imports/{job_id}" },
  conversation_create: { method: "post", path: "/api/v1/conversations" },
  conversation_get: { method: "get", path: "/api/v1/conversations/{conversation_id}" },
  conversation_add_messages: {
    method: "post",
    path: "/api/v1/conversations/{conversation_id}/messages",
  },
  conversation_messages: {
    method: "get",
    path: "/api/v1/conversations/{conversation_id}/messages",
  },
  conversation_pop_message: {
    method: "delete",
    path: "/api/v1/conversations/{conversation_id}/messages/last",
  },
  conversation_clear: {
    method: "delete",
    path: "/api/v1/conversations/{conversation_id}/messages",
  },
  conversation_end: { method: "post", path: "/api/v1/conversations/{conversation_id}/end" },
  conversation_mine: { method: "post", path: "/api/v1/conversations/{conversation_id}/mine" },
  // Erasing for good is for a person signed in to the pages (the service refuses every API key,
  // and a client only ever holds a key): routed here, deliberately given no method.
  conversation_erase: { method: "post", path: "/api/v1/conversations/{conversation_id}/erase" },
  drawer_erase: { method: "post", path: "/api/v1/palace/drawers/{drawer_id}/erase" },
  palace_wings: { method: "get", path: "/api/v1/palace/wings" },
  palace_wing: { method: "get", path: "/api/v1/palace/wings/{wing_id}" },
  palace_drawer: { method: "get", path: "/api/v1/palace/drawers/{drawer_id}" },
  palace_resolve: { method: "get", path: "/api/v1/palace/resolve/{pointer}" },
  entities_list: { method: "get", path: "/api/v1/entities" },
  entity_timeline: { method: "get", path: "/api/v1/entities/{entity_id}/timeline" },
  entity_event: { method: "post", path: "/api/v1/entities/{entity_id}/events" },
  external_entity_event: { method: "post", path: "/api/v1/external-entities/events" },
  relation_assert: { method: "post", path: "/api/v1/relations" },
  project_settings_get: { method: "get", path: "/api/v1/projects/{slug}/settings" },
  project_settings_update: { method: "patch", path: "/api/v1/projects/{slug}/settings" },
  project_memory_list: { method: "get", path: "/api/projects/{project}/memories" },
  project_memory_create: { method: "post", path: "/api/projects/{project}/memories" },
  project_memory_get: { method: "get", path: "/api/projects/{project}/memories/{memory_id}" },
  project_memory_update: { method: "patch", path: "/api/projects/{project}/memories/{memory_id}" },
  project_memory_delete: { method: "delete", path: "/api/projects/{project}/memories/{memory_id}" },
  project_memory_approve: {
    method: "patch",
    path: "/api/projects/{project}/memories/{memory_id}/approve",
  },
} as const satisfies Record<OperationId, Route>;

type Routes = typeof ROUTES;

/** Compile-time proof that each row names the path and method the schema gives its id. */
type Mismatched = {
  [K in OperationId]: paths[Routes[K]["path"]][Routes[K]["method"]] extends operations[K]
    ? never
    : K;
}[OperationId];
const routesMatchTheSchema: [Mismatched] extends [never] ? true : Mismatched = true;
void routesMatchTheSchema;
