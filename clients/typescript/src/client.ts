/**
 * `MemoryClient`: every operation of the Memory Layer agent API as a method, named as the Python
 * client names it (in camelCase), typed from the served schema, on the platform's `fetch`.
 */

import type { Body, Ok, OperationId, Query } from "./operations.js";
import { ROUTES } from "./operations.js";
import type { operations } from "./schema.js";
import type { CallOptions, ClientOptions, HttpRequest } from "./transport.js";
import { isIdempotent, Transport } from "./transport.js";
import type * as t from "./types.js";

type PathValues<K extends OperationId> = operations[K]["parameters"] extends {
  path: infer P;
}
  ? { [N in keyof P]: string | number }
  : Record<string, never>;

/** The parts of one request: path values, query and JSON body, each as the schema has them. */
export interface Parts<K extends OperationId> {
  path?: PathValues<K>;
  query?: Query<K>;
  body?: Body<K>;
}

type QueryValue = string | number | boolean | null | undefined | readonly string[];
const PAGE = 100; // offset-paged lists (entities, stale) are read 100 at a time

function fill(template: string, values: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new TypeError(`no value for {${name}} in ${template}`);
    const encoded = encodeURIComponent(String(value));
    // A palace pointer (W-042/R-11/D-007) keeps its slashes: the route takes a path.
    return name === "pointer" ? encoded.replace(/%2F/gi, "/") : encoded;
  });
}

function query(values: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    out[name] = Array.isArray(value) ? value.join(",") : String(value);
  }
  return out;
}

/** The `cursor` of a list page's `next` URL (null on the last page). */
export function nextCursor(next: string | null | undefined): string | null {
  if (!next) return null;
  return new URL(next, "http://localhost").searchParams.get("cursor");
}

export class MemoryClient {
  readonly #transport: Transport;

  /**
   * `new MemoryClient("http://localhost:8000", key)`. An empty key, or one that could not travel
   * in a header, is refused here (TypeError) rather than on the first request.
   */
  constructor(baseUrl: string, apiKey: string, options: ClientOptions = {}) {
    this.#transport = new Transport(baseUrl, apiKey, options);
  }

  /** Any operation by its OpenAPI id, typed from the schema: what every method below calls. */
  send<K extends OperationId>(id: K, parts: Parts<K> = {}, call?: CallOptions): Promise<Ok<K>> {
    return this.#transport.json<Ok<K>>(this.#request(id, parts), call);
  }

  #request<K extends OperationId>(id: K, parts: Parts<K>): HttpRequest {
    const route = ROUTES[id];
    const method = route.method.toUpperCase();
    return {
      method,
      path: fill(route.path, parts.path as Record<string, string | number> | undefined),
      query: query(parts.query as Record<string, QueryValue> | undefined),
      json: parts.body,
      idempotent: isIdempotent(method),
    };
  }

  // memories
  remember(content: string, fields: t.RememberFields = {}, call?: CallOptions) {
    return this.send("memory_remember", { body: { ...fields, content } }, call);
  }

  /** An insight (source `insight`) with its proposed catalog changes and the columns it is about. */
  captureInsight(content: string, fields: t.InsightFields = {}, call?: CallOptions) {
    return this.send("insight_capture", { body: { ...fields, content } }, call);
  }

  recall(query: string, options: t.RecallOptions = {}, call?: CallOptions) {
    return this.send("recall", { body: { ...options, query } }, call);
  }

  context(options: t.ContextOptions = {}, call?: CallOptions) {
    return this.send("context_compose", { body: options }, call);
  }

  /** The memories linked to the entity URNs that a tool's response names, as a context block. */
  enrich(toolResponse: unknown, options: t.EnrichOptions = {}, call?: CallOptions) {
    return this.send("enrich", { body: { ...options, tool_response: toolResponse } }, call);
  }

  /** Extract the facts of one exchange and save them now (in the session's scope if given). */
  extract(userTurn = "", assistantTurn = "", fields: t.ExtractFields = {}, call?: CallOptions) {
    const body = { ...fields, user_turn: userTurn, assistant_turn: assistantTurn };
    return this.send("extract", { body }, call);
  }

  /** The last turns of one of your sessions (NotFound when none are kept). */
  recentTurns(session: string, call?: CallOptions) {
    return this.send("session_recent", { path: { session } }, call);
  }

  listPage(filters: Query<"memory_list"> = {}, call?: CallOptions) {
    return this.send("memory_list", { query: filters }, call);
  }

  /** Every matching memory, newest change first, page after page. */
  async *list(filters: t.ListFilters = {}, call?: CallOptions): AsyncGenerator<t.Memory> {
    let cursor: string | null = null;
    do {
      const page: t.MemoryPage = await this.listPage(
        cursor ? { ...filters, cursor } : filters,
        call,
      );
      yield* page.results;
      cursor = nextCursor(page.next);
    } while (cursor !== null);
  }

  get(memoryId: string, call?: CallOptions) {
    return this.send("memory_get", { path: { memory_id: memoryId } }, call);
  }

  update(memoryId: string, fields: t.UpdateFields, call?: CallOptions) {
    return this.send("memory_update", { path: { memory_id: memoryId }, body: fields }, call);
  }

  /** Archive it (`restore` brings it back). */
  forget(memoryId: string, call?: CallOptions) {
    return this.send("memory_forget", { path: { memory_id: memoryId }, body: {} }, call);
  }

  restore(memoryId: string, call?: CallOptions) {
    return this.send("memory_restore", { path: { memory_id: memoryId } }, call);
  }

  /** Confidence 1.0; only an admin signed in to the pages may: a key gets PermissionDenied. */
  approve(memoryId: string, call?: CallOptions) {
    return this.send("memory_approve", { path: { memory_id: memoryId } }, call);
  }

  feedback(memoryId: string, outcome: t.FeedbackOutcome, call?: CallOptions) {
    const parts = { path: { memory_id: memoryId }, body: { outcome } };
    return this.send("memory_feedback", parts, call);
  }

  alwaysInject(memoryId: string, value = true, call?: CallOptions) {
    const parts = { path: { memory_id: memoryId }, body: { value } };
    return this.send("memory_set_always_inject", parts, call);
  }

  /** The correction chain, oldest first. */
  async history(memoryId: string, call?: CallOptions): Promise<t.Revision[]> {
    return (await this.send("memory_history", { path: { memory_id: memoryId } }, call)).results;
  }

  /** Memories flagged stale, with their reasons, page after page. */
  stale(call?: CallOptions): AsyncGenerator<t.Memory> {
    return this.#offsetPages((offset) => this.send("memories_stale", pageOf({}, offset), call));
  }

  /** The personas, projects and systems the key can save under. */
  async profiles(call?: CallOptions): Promise<t.Profile[]> {
    return (await this.send("profiles_list", {}, call)).results;
  }

  /**
   * Your own memory as an export archive (a zip; docs/export-format.md), streamed as it
   * downloads. In Node: `await pipeline(Readable.fromWeb(stream), createWriteStream(path))`.
   */
  export(options: { withVectors?: boolean } = {}, call?: CallOptions) {
    const request = this.#request("export_download", {
      query: options.withVectors ? { with_vectors: true } : {},
    });
    return this.#transport.stream(
      { ...request, accept: "application/zip, application/json" },
      call,
    );
  }

  /**
   * Upload your export archive (`kind: "archive"`) or a chat history (`chatgpt`, `claude`: their
   * conversations.json; `jsonl`) to import; a worker runs it: poll `importJob(job.id)`.
   */
  importFile(
    source: Blob | ArrayBuffer | Uint8Array,
    options: { kind: t.ImportKind; fileName?: string },
    call?: CallOptions,
  ): Promise<t.ImportJob> {
    const form = new FormData();
    form.append("kind", options.kind);
    const blob = source instanceof Blob ? source : new Blob([source as BlobPart]);
    form.append("file", blob, options.fileName ?? "upload");
    const request = this.#request("import_create", {});
    return this.#transport.json<t.ImportJob>({ ...request, form }, call);
  }

  importJob(jobId: string, call?: CallOptions) {
    return this.send("import_get", { path: { job_id: jobId } }, call);
  }

  /** Your imports, newest first (the last 50). */
  async importJobs(call?: CallOptions): Promise<t.ImportJob[]> {
    return (await this.send("import_list", {}, call)).results;
  }

  // conversations
  /** Start (or find again, by `externalId`) a conversation. */
  startConversation(externalId: string, fields: t.ConversationFields = {}, call?: CallOptions) {
    const body = { ...fields, external_id: externalId };
    return this.send("conversation_create", { body }, call);
  }

  addMessages(conversationId: string, messages: t.Message[], call?: CallOptions) {
    const parts = { path: { conversation_id: conversationId }, body: { messages } };
    return this.send("conversation_add_messages", parts, call);
  }

  /** The newest `limit` messages (numbered below `before`), oldest first; `earlier` pages back. */
  messages(
    conversationId: string,
    page: { limit?: number; before?: number } = {},
    call?: CallOptions,
  ) {
    const parts = { path: { conversation_id: conversationId }, query: page };
    return this.send("conversation_messages", parts, call);
  }

  /** Remove the last message of an open conversation; the message removed, or null. */
  async popMessage(conversationId: string, call?: CallOptions): Promise<t.StoredMessage | null> {
    const parts = { path: { conversation_id: conversationId } };
    return (await this.send("conversation_pop_message", parts, call)).message ?? null;
  }

  /** Remove every message of an open conversation (it stays, to be written again). */
  clearConversation(conversationId: string, call?: CallOptions) {
    return this.send("conversation_clear", { path: { conversation_id: conversationId } }, call);
  }

  /** End it; a worker mines it into the palace (`mining_status` pending). */
  endConversation(conversationId: string, call?: CallOptions) {
    return this.send("conversation_end", { path: { conversation_id: conversationId } }, call);
  }

  mineConversation(conversationId: string, call?: CallOptions) {
    return this.send("conversation_mine", { path: { conversation_id: conversationId } }, call);
  }

  conversation(conversationId: string, call?: CallOptions) {
    return this.send("conversation_get", { path: { conversation_id: conversationId } }, call);
  }

  // palace
  async wings(call?: CallOptions): Promise<t.Wing[]> {
    return (await this.send("palace_wings", {}, call)).results;
  }

  wing(wingId: number, call?: CallOptions) {
    return this.send("palace_wing", { path: { wing_id: wingId } }, call);
  }

  drawer(drawerId: number, call?: CallOptions) {
    return this.send("palace_drawer", { path: { drawer_id: drawerId } }, call);
  }

  /** The drawer a pointer (`W-042/R-11/D-007`) names. */
  resolve(pointer: string, call?: CallOptions) {
    return this.send("palace_resolve", { path: { pointer } }, call);
  }

  // the graph
  /** Your entities, by name (`q`) and `kind`, page after page. */
  entities(
    filters: { q?: string; kind?: string } = {},
    call?: CallOptions,
  ): AsyncGenerator<t.Entity> {
    return this.#offsetPages((offset) => this.send("entities_list", pageOf(filters, offset), call));
  }

  entityTimeline(entityId: number, current = false, call?: CallOptions) {
    const parts = { path: { entity_id: entityId }, query: current ? { current } : {} };
    return this.send("entity_timeline", parts, call);
  }

  entityEvent(
    entityId: number,
    kind: t.EntityEventKind,
    fields: t.EntityEventFields = {},
    call?: CallOptions,
  ) {
    const parts = { path: { entity_id: entityId }, body: { ...fields, kind } };
    return this.send("entity_event", parts, call);
  }

  /** Report an external entity (a catalog URN) `deprecated` or `changed`: its memories go stale. */
  externalEntityEvent(
    urn: string,
    kind: t.EntityEventKind,
    fields: t.ExternalEntityEventFields = {},
    call?: CallOptions,
  ) {
    return this.send("external_entity_event", { body: { ...fields, urn, kind } }, call);
  }

  /** `subject predicate object` (an entity), or `subject predicate` with `object_value`. */
  assertRelation(
    subject: t.EntityRef,
    predicate: string,
    object: t.EntityRef | null = null,
    fields: t.RelationFields = {},
    call?: CallOptions,
  ) {
    const body = { ...fields, subject, predicate, ...(object ? { object } : {}) };
    return this.send("relation_assert", { body: body as Body<"relation_assert"> }, call);
  }

  // projects
  /** A project's memory settings (its members). */
  projectSettings(project: string, call?: CallOptions) {
    return this.send("project_settings_get", { path: { slug: project } }, call);
  }

  /** Replace the project's days-to-expiry per kind (null: never); its managers only. */
  setProjectSettings(project: string, defaultExpiry: t.DefaultExpiry, call?: CallOptions) {
    const parts = { path: { slug: project }, body: { memory: { defaultExpiry } } };
    return this.send("project_settings_update", parts, call);
  }

  /** A project's memories (by slug or id): active by default, of a `type`, with any of `tags`. */
  async projectMemories(
    project: string | number,
    filters: t.ProjectMemoryFilters = {},
    call?: CallOptions,
  ): Promise<t.ProjectMemory[]> {
    const { tags, ...rest } = filters;
    const wire = tags === undefined ? rest : { ...rest, tags: [tags].flat().join(",") };
    return (await this.send("project_memory_list", { path: { project }, query: wire }, call))
      .memories;
  }

  projectMemory(project: string | number, memoryId: string, call?: CallOptions) {
    return this.send("project_memory_get", { path: { project, memory_id: memoryId } }, call);
  }

  createProjectMemory(
    project: string | number,
    content: string,
    kind: t.ProjectMemoryKind,
    fields: t.ProjectMemoryFields = {},
    call?: CallOptions,
  ) {
    const body = { ...fields, content, type: kind };
    return this.send("project_memory_create", { path: { project }, body }, call);
  }

  /** Change fields (kept as a revision); `active: false` archives, `true` restores. */
  updateProjectMemory(
    project: string | number,
    memoryId: string,
    changes: t.ProjectMemoryChanges,
    call?: CallOptions,
  ) {
    const parts = { path: { project, memory_id: memoryId }, body: changes };
    return this.send("project_memory_update", parts, call);
  }

  /** Archive it (restorable with `updateProjectMemory(…, { active: true })`). */
  async deleteProjectMemory(
    project: string | number,
    memoryId: string,
    call?: CallOptions,
  ): Promise<void> {
    await this.send("project_memory_delete", { path: { project, memory_id: memoryId } }, call);
  }

  /** As `approve`: only an admin signed in to the pages; a key gets PermissionDenied. */
  approveProjectMemory(project: string | number, memoryId: string, call?: CallOptions) {
    return this.send("project_memory_approve", { path: { project, memory_id: memoryId } }, call);
  }

  async *#offsetPages<R>(
    page: (offset: number) => Promise<{ results: R[]; next: number | null }>,
  ): AsyncGenerator<R> {
    let offset: number | null = 0;
    while (offset !== null) {
      const answer: { results: R[]; next: number | null } = await page(offset);
      yield* answer.results;
      offset = answer.next;
    }
  }
}

function pageOf<F extends object>(filters: F, offset: number) {
  return { query: { ...filters, offset, limit: PAGE } };
}
