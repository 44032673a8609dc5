/** Files a test "uploads" as attachment options: served over HTTP by the double and resolved in interactions. */
import { snowflake } from './ids';
import { json, unknownRoute, type ApiReply, type ApiRequest } from './server';
import type { CommandOption } from './types';

export interface ServedAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type?: string;
}

export class AttachmentStore {
  private readonly files = new Map<
    string,
    { meta: ServedAttachment; bytes: Buffer; contentType: string; delayMs: number }
  >();

  constructor(private readonly apiUrl: () => string) {}

  /** Registers bytes; the returned object goes in `data.resolved.attachments` when an option names its id. */
  add(
    filename: string,
    content: Buffer | string,
    contentType: string | null = 'application/json',
    size?: number,
    delayMs = 0,
  ): ServedAttachment {
    const id = snowflake();
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const url = `${this.apiUrl()}/v10/attachments/${id}/${encodeURIComponent(filename)}`;
    const meta: ServedAttachment = {
      id,
      filename,
      size: size ?? bytes.length,
      url,
      proxy_url: url,
      ...(contentType ? { content_type: contentType } : {}),
    };
    this.files.set(id, { meta, bytes, contentType: contentType ?? 'application/octet-stream', delayMs });
    return meta;
  }

  /** GET /attachments/:id/:filename (after the file's delay: a slow download). */
  async serve(req: ApiRequest): Promise<ApiReply> {
    const file = req.method === 'GET' ? this.files.get(req.segments[1] ?? '') : undefined;
    if (!file) return unknownRoute();
    if (file.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, file.delayMs));
    return { ...json(200, undefined), raw: { bytes: file.bytes, contentType: file.contentType } };
  }

  /** The resolved attachments for every attachment option (type 11) among the options. */
  resolvedFor(options: CommandOption[]): Record<string, ServedAttachment> | undefined {
    const out: Record<string, ServedAttachment> = {};
    const walk = (list: CommandOption[]) => {
      for (const o of list) {
        if (o.type === 11 && typeof o.value === 'string' && this.files.has(o.value))
          out[o.value] = this.files.get(o.value)!.meta;
        walk(o.options ?? []);
      }
    };
    walk(options);
    return Object.keys(out).length ? out : undefined;
  }
}
