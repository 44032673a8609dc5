/** Request body parsing: JSON, or multipart/form-data (payload_json + file parts). Never throws. */
import type { UploadedFile } from './payloads';

export interface ParsedBody {
  body: unknown;
  files: UploadedFile[];
}

export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<ParsedBody> {
  if (raw.length === 0) return { body: undefined, files: [] };
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, contentType ?? '');
  const text = raw.toString('utf8');
  try {
    return { body: JSON.parse(text), files: [] };
  } catch {
    return { body: text, files: [] };
  }
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  try {
    // Node's fetch implementation (undici) ships a spec-compliant multipart parser.
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    let body: unknown;
    const files: UploadedFile[] = [];
    for (const [name, value] of form) {
      if (typeof value === 'string') {
        if (name === 'payload_json') body = safeJson(value);
      } else {
        files.push({
          filename: value.name,
          size: value.size,
          contentType: value.type,
          data: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { body, files };
  } catch (err) {
    return { body: { unparsedMultipart: true, error: String(err) }, files: [] };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
