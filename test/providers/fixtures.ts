// A request exercising every translated field.
import type { ChatRequest } from '../../src/types/openai.js';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

export function fullRequest(model: string): ChatRequest {
  return {
    model,
    messages: [
      { role: 'system', content: 'Keep <TAG_n> placeholders.' },
      { role: 'developer', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Weather for <PERSON_1>?' },
          { type: 'image_url', image_url: { url: PNG_DATA_URL } },
          { type: 'image_url', image_url: { url: 'https://example.com/cat.webp' } },
        ],
      },
      {
        role: 'assistant',
        content: 'Checking.',
        tool_calls: [
          { id: 'call_a', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Kraków"}' } },
          { id: 'call_b', type: 'function', function: { name: 'get_time', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_a', content: '{"temp":21}' },
      { role: 'tool', tool_call_id: 'call_b', content: '12:00' },
      { role: 'user', content: 'Thanks <PERSON_1>' },
    ],
    temperature: 0.4,
    top_p: 0.9,
    max_tokens: 123,
    stop: ['END', 'STOP'],
    frequency_penalty: 0.5,
    presence_penalty: -0.25,
    tools: [
      { type: 'function', function: { name: 'get_weather', description: 'Weather by city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } } },
      { type: 'function', function: { name: 'get_time' } },
    ],
    tool_choice: { type: 'function', function: { name: 'get_weather' } },
    seed: 7,
    custom_vendor_field: { keep: true },
  };
}
