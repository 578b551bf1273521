// The Responses → chat translation on its own: parts that a chat message of that role cannot carry.
import { describe, expect, it } from 'vitest';
import { toChatRequest, validateResponsesRequest } from '../../src/chat/surfaces/responses-request.js';

const translate = (body: Record<string, unknown>) => toChatRequest(validateResponsesRequest(body, 64));
const IMAGE = { type: 'input_image', image_url: 'https://example.com/a.png' };

describe('Responses input → chat messages', () => {
  it('keeps images in user messages and leaves them out of text-only messages (never "undefined")', () => {
    const req = translate({
      model: 'gpt-4o',
      input: [
        { role: 'user', content: [{ type: 'input_text', text: 'Opisz obraz.' }, IMAGE] },
        { role: 'assistant', content: [{ type: 'output_text', text: 'Widzę ' }, { type: 'output_text', text: 'kota.' }] },
        { role: 'developer', content: [IMAGE, { type: 'input_text', text: 'Krótko.' }] },
        { type: 'function_call', call_id: 'c1', name: 'lookup', arguments: '{}' },
        { type: 'function_call_output', call_id: 'c1', output: [{ type: 'input_text', text: 'wynik' }, IMAGE] },
      ],
    });
    expect(req.messages[0]).toEqual({ role: 'user', content: [{ type: 'text', text: 'Opisz obraz.' }, { type: 'image_url', image_url: { url: IMAGE.image_url } }] });
    expect(req.messages[1]).toEqual({ role: 'assistant', content: 'Widzę kota.' });
    expect(req.messages[2]).toEqual({ role: 'developer', content: 'Krótko.' });
    expect(req.messages.at(-1)).toEqual({ role: 'tool', tool_call_id: 'c1', content: 'wynik' });
    expect(JSON.stringify(req.messages)).not.toContain('undefined');
  });
});
