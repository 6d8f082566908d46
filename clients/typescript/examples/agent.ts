/**
 * An agent with long-term memory: the Vercel AI SDK's `generateText` with the memory tools, on
 * any OpenAI-compatible model.
 *
 *   MEMORY_URL=http://localhost:8000 MEMORY_API_KEY=ml_… \
 *   OPENAI_BASE_URL=https://…/v1 OPENAI_API_KEY=… OPENAI_MODEL=… \
 *   node build/examples/agent.js "Remember that I take my tea with oat milk"
 */

import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, stepCountIs } from "ai";
import { memoryTools } from "../src/ai.js";
import { MemoryClient } from "../src/index.js";

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`set ${name}`);
  return value;
}

const memory = new MemoryClient(env("MEMORY_URL"), env("MEMORY_API_KEY"));
const provider = createOpenAICompatible({
  name: "llm",
  baseURL: env("OPENAI_BASE_URL"),
  apiKey: env("OPENAI_API_KEY"),
});

const result = await generateText({
  model: provider.chatModel(env("OPENAI_MODEL")),
  system:
    "You are a helpful assistant with long-term memory. Recall what you know before you " +
    "answer; remember durable facts the user tells you.",
  prompt: process.argv.slice(2).join(" ") || "What do you know about me?",
  tools: memoryTools(memory, { tags: ["example-agent"] }),
  stopWhen: stepCountIs(5),
});

for (const step of result.steps) {
  for (const call of step.toolCalls)
    console.log(`tool ${call.toolName}`, JSON.stringify(call.input));
}
console.log(result.text);
