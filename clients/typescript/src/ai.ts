/**
 * Memory as Vercel AI SDK tools (`memory-layer-client/ai`): remember, recall and forget, for
 * `generateText` / `streamText` / agents. Needs the optional peers `ai` (5 to 7) and `zod`.
 *
 *     const tools = memoryTools(new MemoryClient(url, key));
 *     await generateText({ model, tools, stopWhen: stepCountIs(5), prompt });
 */

import { tool } from "ai";
import { z } from "zod";
import type { MemoryClient } from "./client.js";
import type { components } from "./schema.js";

type Kind = components["schemas"]["WritableKindEnum"];

/** The kinds a memory may be saved as; `tsc` fails here when the schema's list changes. */
export const KINDS = [
  "fact",
  "preference",
  "decision",
  "warning",
  "event",
  "knowledge",
  "pattern",
  "learning",
  "workflow",
  "context",
  "entity",
  "relationship",
  "summary",
  "skill",
] as const satisfies readonly Kind[];
const everyKind: Exclude<Kind, (typeof KINDS)[number]> extends never ? true : false = true;
void everyKind;

export interface MemoryToolOptions {
  /** How many memories `recall` returns at most (5). */
  topK?: number;
  /** A session key: saves and recalls see this session's short-term memory too. */
  session?: string;
  /** Tags added to every memory the model saves (e.g. the agent's name). */
  tags?: string[];
}

/** `{ remember, recall, forget }`: tools that call the Memory Layer as the client's key. */
export function memoryTools(memory: MemoryClient, options: MemoryToolOptions = {}) {
  const session = options.session === undefined ? {} : { session: options.session };
  return {
    remember: tool({
      description:
        "Save one durable fact about the user or the work (a preference, decision, warning, " +
        "event, …) so it can be recalled in later conversations. One fact per call, stated " +
        "on its own (it is read without this conversation).",
      inputSchema: z.object({
        content: z.string().min(1).describe("The fact, as one self-contained sentence."),
        kind: z.enum(KINDS).optional().describe("What sort of memory it is (default fact)."),
        tags: z.array(z.string()).optional().describe("A few short topic tags."),
      }),
      execute: async ({ content, kind, tags }, { abortSignal }) => {
        const allTags = [...(options.tags ?? []), ...(tags ?? [])];
        const saved = await memory.remember(
          content,
          {
            ...session,
            ...(kind === undefined ? {} : { kind }),
            ...(allTags.length ? { tags: allTags } : {}),
          },
          abortSignal ? { signal: abortSignal } : {},
        );
        return { id: saved.id, kind: saved.kind, deduplicated: saved.deduplicated };
      },
    }),
    recall: tool({
      description:
        "Search long-term memory for what is known about a question (preferences, past " +
        "decisions, facts about people and projects). Returns the best matches, best first.",
      inputSchema: z.object({
        query: z.string().min(1).describe("What to look for, in plain words."),
      }),
      execute: async ({ query }, { abortSignal }) => {
        const found = await memory.recall(
          query,
          { ...session, top_k: options.topK ?? 5 },
          abortSignal ? { signal: abortSignal } : {},
        );
        return found.results.map((hit) => ({
          id: hit.id,
          content: hit.content,
          kind: hit.kind,
          score: hit.score,
        }));
      },
    }),
    forget: tool({
      description:
        "Archive a memory that is wrong or no longer wanted, by the id `recall` gave. It stops " +
        "being recalled; a person can restore it.",
      inputSchema: z.object({ id: z.string().describe("The memory's id.") }),
      execute: async ({ id }, { abortSignal }) => {
        const archived = await memory.forget(id, abortSignal ? { signal: abortSignal } : {});
        return { id: archived.id, status: archived.status };
      },
    }),
  };
}
