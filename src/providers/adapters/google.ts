// Google Gemini API (generateContent / streamGenerateContent?alt=sse) ⇄ OpenAI chat completions.
import type {
  ChatCompletion, ChatCompletionChunk, ChatMessage, ChatRequest, FinishReason, ToolCall, Usage,
} from '../../types/openai.js';
import type { Adapter, ModelInfo, SseEvent, StreamTranslator, UpstreamCall } from '../types.js';
import { UpstreamProtocolError } from '../types.js';
import { contentText } from '../../wire/content.js';
import { isObject, makeUsage, num, parseJson } from '../../wire/json.js';
import { generateContentCall } from '../wire.js';
import {
  ChunkFactory, UpstreamRequestError, assistantMessage, completionOf, contentParts, extractErrorMessage,
  parseArguments, parseDataUrl, requestedMaxTokens, stopList,
} from './common.js';

type Part = Record<string, unknown>;
interface Content { role: 'user' | 'model'; parts: Part[] }

function userParts(msg: ChatMessage): Part[] {
  const out: Part[] = [];
  for (const part of contentParts(msg.content)) {
    if (part.type === 'text') out.push({ text: (part as { text: string }).text });
    else if (part.type === 'image_url') {
      const image = (part as Record<string, unknown>).image_url;
      const url = typeof image === 'string' ? image : isObject(image) && typeof image.url === 'string' ? image.url : '';
      if (!url) throw new UpstreamRequestError('image_url part without a url');
      const data = parseDataUrl(url);
      out.push(data
        ? { inlineData: { mimeType: data.mediaType, data: data.data } }
        : { fileData: { mimeType: guessImageMime(url), fileUri: url } });
    }
  }
  return out;
}

function guessImageMime(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  switch (ext) {
    case 'png': return 'image/png';
    case 'gif': return 'image/gif';
    case 'webp': return 'image/webp';
    default: return 'image/jpeg';
  }
}

/** functionResponse.response must be an object: JSON objects pass as they are, anything else is wrapped. */
function toolResponse(content: string): Record<string, unknown> {
  try {
    const v = JSON.parse(content);
    if (isObject(v)) return v;
    return { content: v };
  } catch {
    return { content };
  }
}

function pushContent(list: Content[], role: 'user' | 'model', parts: Part[]): void {
  if (parts.length === 0) return;
  const last = list[list.length - 1];
  if (last && last.role === role) last.parts.push(...parts);
  else list.push({ role, parts });
}

function toolConfig(choice: unknown): Record<string, unknown> | undefined {
  if (choice === 'auto') return { functionCallingConfig: { mode: 'AUTO' } };
  if (choice === 'none') return { functionCallingConfig: { mode: 'NONE' } };
  if (choice === 'required') return { functionCallingConfig: { mode: 'ANY' } };
  if (isObject(choice) && isObject(choice.function) && typeof choice.function.name === 'string') {
    return { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: [choice.function.name] } };
  }
  return undefined;
}

function buildRequest(request: ChatRequest, model: ModelInfo, apiKey: string, baseUrl: string, stream: boolean): UpstreamCall {
  const system: Part[] = [];
  const contents: Content[] = [];
  // Gemini's functionResponse is matched by name, OpenAI's tool message by id: remember id → name.
  const toolNames = new Map<string, string>();
  for (const msg of request.messages) {
    switch (msg.role) {
      case 'system':
      case 'developer': {
        const text = contentText(msg.content);
        if (text) system.push({ text });
        break;
      }
      case 'user': pushContent(contents, 'user', userParts(msg)); break;
      case 'assistant': {
        const parts: Part[] = [];
        const text = contentText(msg.content);
        if (text) parts.push({ text });
        for (const tc of msg.tool_calls ?? []) {
          toolNames.set(tc.id, tc.function.name);
          parts.push({ functionCall: { name: tc.function.name, args: parseArguments(tc.function.arguments) } });
        }
        pushContent(contents, 'model', parts);
        break;
      }
      case 'tool': {
        const name = (msg.tool_call_id && toolNames.get(msg.tool_call_id)) || (typeof msg.name === 'string' ? msg.name : undefined);
        if (!name) throw new UpstreamRequestError('tool message does not answer an earlier assistant tool call (unknown tool_call_id)');
        pushContent(contents, 'user', [{ functionResponse: { name, response: toolResponse(contentText(msg.content)) } }]);
        break;
      }
      default: throw new UpstreamRequestError(`unsupported message role "${String(msg.role)}"`);
    }
  }
  const generationConfig: Record<string, unknown> = {};
  if (request.temperature != null) generationConfig.temperature = request.temperature;
  if (request.top_p != null) generationConfig.topP = request.top_p;
  const max = requestedMaxTokens(request);
  if (max != null) generationConfig.maxOutputTokens = max;
  const stop = stopList(request.stop);
  if (stop) generationConfig.stopSequences = stop;
  if (request.presence_penalty != null) generationConfig.presencePenalty = request.presence_penalty;
  if (request.frequency_penalty != null) generationConfig.frequencyPenalty = request.frequency_penalty;
  if (typeof request.n === 'number') generationConfig.candidateCount = request.n;
  if (typeof request.seed === 'number') generationConfig.seed = request.seed;
  const format = request.response_format;
  if (isObject(format)) {
    if (format.type === 'json_object') generationConfig.responseMimeType = 'application/json';
    else if (format.type === 'json_schema' && isObject(format.json_schema)) {
      generationConfig.responseMimeType = 'application/json';
      if (format.json_schema.schema !== undefined) generationConfig.responseJsonSchema = format.json_schema.schema;
    }
  }

  const body: Record<string, unknown> = { contents };
  if (system.length > 0) body.systemInstruction = { parts: system };
  if (Object.keys(generationConfig).length > 0) body.generationConfig = generationConfig;
  if (request.tools && request.tools.length > 0) {
    body.tools = [{
      functionDeclarations: request.tools.map((t) => ({
        name: t.function.name,
        ...(t.function.description ? { description: t.function.description } : {}),
        // parametersJsonSchema takes standard JSON Schema (the older `parameters` only an OpenAPI subset).
        ...(t.function.parameters !== undefined ? { parametersJsonSchema: t.function.parameters } : {}),
      })),
    }];
  }
  const tc = toolConfig(request.tool_choice);
  if (tc) body.toolConfig = tc;

  return generateContentCall(baseUrl, apiKey, model.upstreamModel, body, stream);
}

export function googleFinishReason(reason: unknown): FinishReason {
  switch (reason) {
    case undefined:
    case null:
      return null;
    case 'STOP': return 'stop';
    case 'MAX_TOKENS': return 'length';
    case 'SAFETY':
    case 'RECITATION':
    case 'BLOCKLIST':
    case 'PROHIBITED_CONTENT':
    case 'SPII':
    case 'IMAGE_SAFETY':
      return 'content_filter';
    default: return 'stop'; // OTHER, LANGUAGE, MALFORMED_FUNCTION_CALL, FINISH_REASON_UNSPECIFIED, ...
  }
}

function readUsage(u: unknown): Usage | null {
  if (!isObject(u)) return null;
  const prompt = num(u.promptTokenCount);
  // Thinking tokens are billed as output.
  const completion = num(u.candidatesTokenCount) + num(u.thoughtsTokenCount);
  return makeUsage(prompt, completion, typeof u.totalTokenCount === 'number' ? u.totalTokenCount : undefined);
}

function upstreamError(json: Record<string, unknown>): string | undefined {
  const e = json.error;
  return isObject(e) && typeof e.message === 'string' ? e.message : undefined;
}

function parseResponse(body: unknown, model: ModelInfo, requestId: string): ChatCompletion {
  if (!isObject(body)) throw new UpstreamProtocolError('upstream response is not a JSON object');
  const err = upstreamError(body);
  if (err) throw new UpstreamProtocolError(`upstream error: ${err}`);
  const candidates = Array.isArray(body.candidates) ? body.candidates : [];
  const choices: ChatCompletion['choices'] = [];
  let toolSeq = 0;
  for (let i = 0; i < candidates.length; i++) {
    const cand = candidates[i];
    if (!isObject(cand)) continue;
    let text = '';
    const toolCalls: ToolCall[] = [];
    const parts = isObject(cand.content) && Array.isArray(cand.content.parts) ? cand.content.parts : [];
    for (const p of parts) {
      if (!isObject(p) || p.thought === true) continue;
      if (typeof p.text === 'string') text += p.text;
      else if (isObject(p.functionCall)) {
        const fc = p.functionCall;
        toolCalls.push({
          id: typeof fc.id === 'string' && fc.id ? fc.id : `call_${requestId}_${toolSeq++}`,
          type: 'function',
          function: { name: String(fc.name), arguments: JSON.stringify(fc.args ?? {}) },
        });
      }
    }
    const reason = googleFinishReason(cand.finishReason);
    choices.push({
      index: typeof cand.index === 'number' ? cand.index : i,
      message: assistantMessage(text, toolCalls),
      // Gemini says STOP after a function call; OpenAI clients expect tool_calls.
      finish_reason: toolCalls.length > 0 && reason === 'stop' ? 'tool_calls' : reason ?? 'stop',
    });
  }
  if (choices.length === 0) {
    // The prompt itself was blocked (promptFeedback.blockReason): no candidates at all.
    choices.push({ index: 0, message: { role: 'assistant', content: '' }, finish_reason: 'content_filter' });
  }
  return completionOf(model.id, requestId, choices, readUsage(body.usageMetadata) ?? makeUsage(0, 0));
}

interface CandidateState { toolCalls: number; finished: boolean; sawToolCall: boolean }

class GoogleStreamTranslator implements StreamTranslator {
  done = false;
  usage: Usage | null = null;
  private readonly chunks: ChunkFactory;
  private readonly candidates = new Map<number, CandidateState>();
  private toolSeq = 0;
  private blocked = false;
  private finished = false;

  constructor(model: ModelInfo, private readonly requestId: string) {
    this.chunks = new ChunkFactory(model.id, requestId);
  }

  push(event: SseEvent): ChatCompletionChunk[] {
    if (this.finished) return [];
    const json = parseJson(event.data, 'stream event');
    if (!isObject(json)) throw new UpstreamProtocolError('upstream stream event is not a JSON object');
    const err = upstreamError(json);
    if (err) throw new UpstreamProtocolError(`upstream error: ${err}`);
    const usage = readUsage(json.usageMetadata);
    if (usage) this.usage = usage; // cumulative: the latest is the total
    const out: ChatCompletionChunk[] = [];
    const candidates = Array.isArray(json.candidates) ? json.candidates : [];
    if (candidates.length === 0 && isObject(json.promptFeedback) && json.promptFeedback.blockReason) {
      this.blocked = true;
      this.done = true;
      return out;
    }
    for (let i = 0; i < candidates.length; i++) {
      const cand = candidates[i];
      if (!isObject(cand)) continue;
      const index = typeof cand.index === 'number' ? cand.index : i;
      let state = this.candidates.get(index);
      if (!state) {
        state = { toolCalls: 0, finished: false, sawToolCall: false };
        this.candidates.set(index, state);
        out.push(this.chunks.role(index));
      }
      const parts = isObject(cand.content) && Array.isArray(cand.content.parts) ? cand.content.parts : [];
      for (const p of parts) {
        if (!isObject(p) || p.thought === true) continue;
        if (typeof p.text === 'string') {
          if (p.text) out.push(this.chunks.content(p.text, index));
        } else if (isObject(p.functionCall)) {
          // Gemini sends each function call whole: one delta with id, name and all arguments.
          const fc = p.functionCall;
          state.sawToolCall = true;
          out.push(this.chunks.toolCall({
            index: state.toolCalls++,
            id: typeof fc.id === 'string' && fc.id ? fc.id : `call_${this.requestId}_${this.toolSeq++}`,
            type: 'function',
            function: { name: String(fc.name), arguments: JSON.stringify(fc.args ?? {}) },
          }, index));
        }
      }
      if (cand.finishReason && !state.finished) {
        state.finished = true;
        const reason = googleFinishReason(cand.finishReason);
        out.push(this.chunks.finish(state.sawToolCall && reason === 'stop' ? 'tool_calls' : reason, index));
      }
    }
    if (this.candidates.size > 0) {
      let all = true;
      for (const s of this.candidates.values()) if (!s.finished) all = false;
      if (all) this.done = true;
    }
    return out;
  }

  /** Gemini's stream has no end marker: the usage chunk goes out when the body ends. */
  finish(): ChatCompletionChunk[] {
    if (this.finished) return [];
    if (!this.done) throw new UpstreamProtocolError('upstream stream ended before a finishReason');
    this.finished = true;
    const out: ChatCompletionChunk[] = [];
    if (this.blocked) out.push(this.chunks.role(), this.chunks.finish('content_filter'));
    if (!this.usage) this.usage = makeUsage(0, 0);
    out.push(this.chunks.usage(this.usage));
    return out;
  }
}

function errorMessage(status: number, bodyText: string): string {
  return extractErrorMessage(status, bodyText, (json) => {
    // streamGenerateContent without alt=sse answers errors as a JSON array.
    const first = Array.isArray(json) ? json[0] : json;
    return isObject(first) ? upstreamError(first) : undefined;
  });
}

export const googleAdapter: Adapter = {
  buildRequest,
  parseResponse,
  createStreamTranslator: (model, requestId) => new GoogleStreamTranslator(model, requestId),
  errorMessage,
};
