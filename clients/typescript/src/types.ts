/**
 * Names for the shapes the client takes and returns, each read from the generated schema (an
 * operation's answer or body), so a changed API changes them and `tsc` finds every use.
 */

import type { Body, Ok, Query } from "./operations.js";
import type { operations } from "./schema.js";

/** A memory as the API answers it. */
export type Memory = Ok<"memory_get">;
/** The saved memory; `deduplicated` when a near-duplicate was updated instead. */
export type RememberResult = Ok<"memory_remember">;
export type MemoryPage = Ok<"memory_list">;
export type RecallResult = Ok<"recall">;
export type RecallHit = RecallResult["results"][number];
export type Context = Ok<"context_compose">;
export type Enrichment = Ok<"enrich">;
export type Extraction = Ok<"extract">;
export type RecentTurns = Ok<"session_recent">;
export type Revision = Ok<"memory_history">["results"][number];
export type Profile = Ok<"profiles_list">["results"][number];
export type ImportJob = Ok<"import_get">;
export type Conversation = Ok<"conversation_get">;
export type MessagesAdded = Ok<"conversation_add_messages">;
export type Message = Body<"conversation_add_messages">["messages"][number];
export type StoredMessage = Ok<"conversation_messages">["results"][number];
export type Wing = Ok<"palace_wings">["results"][number];
export type WingDetail = Ok<"palace_wing">;
export type Drawer = Ok<"palace_drawer">;
export type Entity = Ok<"entities_list">["results"][number];
export type EntityTimeline = Ok<"entity_timeline">;
export type EntityEvent = Ok<"entity_event">;
export type ExternalEntityEvent = Ok<"external_entity_event">;
export type RelationAssertion = Ok<"relation_assert">;
export type ProjectSettings = Ok<"project_settings_get">;
export type ProjectMemory = Ok<"project_memory_get">;
export type ProjectMemoryWritten = Ok<"project_memory_create">;

/** What `remember` takes besides the content. */
export type RememberFields = Omit<Body<"memory_remember">, "content">;
/** What `captureInsight` takes besides the content (its source is always `insight`). */
export type InsightFields = Omit<Body<"insight_capture">, "content">;
export type RecallOptions = Omit<Body<"recall">, "query">;
export type ContextOptions = Body<"context_compose">;
export type EnrichOptions = Omit<Body<"enrich">, "tool_response">;
export type ExtractFields = Omit<Body<"extract">, "user_turn" | "assistant_turn">;
export type UpdateFields = Body<"memory_update">;
export type ListFilters = Omit<Query<"memory_list">, "cursor">;
export type ConversationFields = Omit<Body<"conversation_create">, "external_id">;
export type FeedbackOutcome = Body<"memory_feedback">["outcome"];
export type EntityEventFields = Omit<Body<"entity_event">, "kind">;
export type EntityEventKind = Body<"entity_event">["kind"];
export type ExternalEntityEventFields = Omit<Body<"external_entity_event">, "urn" | "kind">;
/** What an upload is: your export archive, or a ChatGPT / Claude / JSON Lines chat history. */
export type ImportKind =
  operations["import_create"]["requestBody"]["content"]["multipart/form-data"]["kind"];
export type DefaultExpiry = NonNullable<
  NonNullable<Body<"project_settings_update">["memory"]>["defaultExpiry"]
>;
export type ProjectMemoryFields = Omit<Body<"project_memory_create">, "content" | "type">;
export type ProjectMemoryKind = Body<"project_memory_create">["type"];
export type ProjectMemoryChanges = Body<"project_memory_update">;
/** A project's memories filter; `tags` as a list or the API's comma-separated text. */
export type ProjectMemoryFilters = Omit<Query<"project_memory_list">, "tags"> & {
  tags?: string | readonly string[];
};

/** An entity by `id`, or by `name` (and `kind`), created if new. */
export type EntityRef = Body<"relation_assert">["subject"];

/**
 * A relation's other fields. The schema states "an object, or `object_value`, or the old
 * `value`" as a oneOf whose `object` branch openapi-typescript renders as an empty object, so
 * the body type is assembled here from its fields instead.
 */
export interface RelationFields {
  object_value?: Body<"relation_assert">["object_value"];
  valid_from?: Body<"relation_assert">["valid_from"];
  replaces?: Body<"relation_assert">["replaces"];
}
