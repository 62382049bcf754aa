import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer of the model: text (in the chunks it streams as), tool calls, or a failure. */
export type ScriptedReply =
  | { text: string[] }
  | { toolCalls: { name: string; arguments: string | Record<string, unknown>; id?: string }[]; text?: string[] }
  | { status: number; error?: string }
  /** Streams these text chunks, then destroys the socket without finishing the stream. */
  | { dropAfter: string[] };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The parsed JSON body (chat completions) or null. */
  body: ChatCompletionRequest | null;
  /** ms from the request's arrival to the first content chunk written (streams only). */
  firstChunkMs: number | null;
}

/** The fields of a chat-completions request the tests read. */
export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
  tools?: { type: "function"; function: { name: string; description?: string; parameters: Record<string, unknown> } }[];
  response_format?: { type: string; json_schema?: { schema: Record<string, unknown> } };
  max_tokens?: number;
}

export interface OpenAITestServerOptions {
  /** Model ids GET /v1/models lists. */
  models?: string[];
  /** Delay before the first chunk (or the JSON answer): the provider's own time to first token. */
  firstTokenDelayMs?: number;
  /** Delay between chunks. */
  chunkDelayMs?: number;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions protocol: SSE chunks with
 * streamed tool_calls deltas, plain JSON answers, GET /v1/models. Tests queue the replies and read
 * back what the client sent, so the real AI SDK path (HTTP, SSE parsing, tool loop) runs.
 */
export async function startOpenAITestServer(options: OpenAITestServerOptions = {}) {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedRequest[] = [];
  const defaults = {
    models: options.models ?? ["test-model"],
    modelsStatus: 200,
    firstTokenDelayMs: options.firstTokenDelayMs ?? 0,
    chunkDelayMs: options.chunkDelayMs ?? 0,
  };
  /** Changeable by a test; `reset()` restores them. */
  const settings = { ...defaults };
  let counter = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const arrived = performance.now();
    const raw = await readBody(req);
    const path = (req.url ?? "/").split("?")[0]!;
    const record: ReceivedRequest = { method: req.method ?? "GET", path, headers: req.headers, body: null, firstChunkMs: null };
    requests.push(record);
    if (req.method === "GET" && path === "/v1/models") {
      if (settings.modelsStatus !== 200) return sendJson(res, settings.modelsStatus, { error: { message: "models unavailable" } });
      return sendJson(res, 200, { object: "list", data: settings.models.map((id) => ({ id, object: "model", created: 0, owned_by: "test" })) });
    }
    if (req.method !== "POST" || path !== "/v1/chat/completions") return sendJson(res, 404, { error: { message: `No route ${req.method} ${path}` } });
    record.body = JSON.parse(raw) as ChatCompletionRequest;
    const reply = queue.shift();
    if (!reply) return sendJson(res, 500, { error: { message: "The test server has no scripted reply left", type: "server_error" } });
    if ("status" in reply) return sendJson(res, reply.status, { error: { message: reply.error ?? "scripted failure", type: "server_error" } });
    const id = `chatcmpl-${(counter += 1)}`;
    const model = record.body.model;
    await sleep(settings.firstTokenDelayMs);
    if (!record.body.stream) return sendJson(res, 200, completion(id, model, reply));
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const chunks = streamChunks(reply);
    for (const [index, delta] of chunks.entries()) {
      if (index > 0) await sleep(settings.chunkDelayMs);
      await write(res, `data: ${JSON.stringify(chunk(id, model, delta, null))}\n\n`);
      if (delta.content || delta.tool_calls) record.firstChunkMs ??= performance.now() - arrived;
    }
    // Written and flushed, so the client has the text before the connection dies.
    if ("dropAfter" in reply) return res.destroy();
    res.write(`data: ${JSON.stringify(chunk(id, model, {}, "toolCalls" in reply ? "tool_calls" : "stop"))}\n\n`);
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** What LLM_BASE_URL is set to. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Chat-completion requests only, in order. */
    chatRequests: () => requests.filter((r) => r.body !== null).map((r) => r.body!),
    enqueue: (...replies: ScriptedReply[]) => void queue.push(...replies),
    pending: () => queue.length,
    settings,
    /** Between tests: no queued replies, no recorded requests, the options given at start. */
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      Object.assign(settings, defaults);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAITestServer = Awaited<ReturnType<typeof startOpenAITestServer>>;

type Delta = {
  role?: "assistant";
  content?: string;
  tool_calls?: { index: number; id?: string; type?: "function"; function: { name?: string; arguments: string } }[];
};

type Answer = Exclude<ScriptedReply, { status: number }>;
const textOf = (reply: Answer) => ("dropAfter" in reply ? reply.dropAfter : (reply.text ?? []));

/** The deltas a real server sends: the role first, text in pieces, each tool call's arguments in pieces. */
function streamChunks(reply: Answer): Delta[] {
  const deltas: Delta[] = [{ role: "assistant", content: "" }, ...textOf(reply).map((content) => ({ content }))];
  if (!("toolCalls" in reply)) return deltas;
  reply.toolCalls.forEach((call, index) => {
    const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
    deltas.push({ tool_calls: [{ index, id: call.id ?? `call_${index + 1}`, type: "function", function: { name: call.name, arguments: "" } }] });
    for (let at = 0; at < args.length; at += 7) deltas.push({ tool_calls: [{ index, function: { arguments: args.slice(at, at + 7) } }] });
  });
  return deltas;
}

function chunk(id: string, model: string, delta: Delta, finishReason: string | null) {
  return { id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

function completion(id: string, model: string, reply: Answer) {
  const text = textOf(reply).join("");
  const toolCalls =
    "toolCalls" in reply
      ? reply.toolCalls.map((call, index) => ({
          id: call.id ?? `call_${index + 1}`,
          type: "function",
          function: { name: call.name, arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments) },
        }))
      : undefined;
  return {
    id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text || null, tool_calls: toolCalls }, finish_reason: toolCalls ? "tool_calls" : "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (part: string) => (data += part));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

const write = (res: ServerResponse, data: string) => new Promise<void>((resolve, reject) => res.write(data, (error) => (error ? reject(error) : resolve())));

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
