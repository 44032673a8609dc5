// Discord's Markdown as HTML, for the sandbox page (served to the browser as one module, so it
// imports nothing). Everything the bot wrote is HTML-escaped first; only the tags below are made.
// Covered: code blocks and inline code (never formatted inside), block quotes (> and >>>),
// headings (#, ##, ###), subtext (-#), lists (-, *, 1.), bold, italics, underline, strikethrough,
// spoilers, masked links to http(s) addresses, user and channel mentions and timestamps.

/** How mentions read: user and channel ids to names. */
export interface MarkdownNames {
  users?: Record<string, string>;
  channels?: Record<string, string>;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMarkdown(text: string, names: MarkdownNames = {}): string {
  const slots: string[] = [];
  const keep = (html: string) => `\u0000${slots.push(html) - 1}\u0000`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks the slots of rendered HTML; typed NULs are dropped first.
  let s = text.replace(/\u0000/g, '');
  s = s.replace(/```(?:([\w+#-]+)\n)?([\s\S]*?)```/g, (_m, _lang: string | undefined, code: string) =>
    keep(`<pre><code>${escapeHtml(code.replace(/^\n/, '').replace(/\n$/, ''))}</code></pre>`),
  );
  s = s.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _ticks: string, code: string) =>
    keep(`<code>${escapeHtml(code)}</code>`),
  );
  s = escapeHtml(s);
  const blocks: { html: string; block: boolean }[] = [];
  const lines = s.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const rest = /^&gt;&gt;&gt; ([\s\S]*)$/.exec(line);
    if (rest) {
      blocks.push({
        html: `<blockquote>${[rest[1]!, ...lines.slice(i + 1)].map((l) => inline(l, names)).join('<br>')}</blockquote>`,
        block: true,
      });
      break;
    }
    if (/^&gt; /.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && /^&gt; /.test(lines[i]!)) quoted.push(inline(lines[i++]!.slice(5), names));
      i--;
      blocks.push({ html: `<blockquote>${quoted.join('<br>')}</blockquote>`, block: true });
      continue;
    }
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (heading) {
      blocks.push({
        html: `<h${heading[1]!.length + 2}>${inline(heading[2]!, names)}</h${heading[1]!.length + 2}>`,
        block: true,
      });
      continue;
    }
    const subtext = /^-# (.+)$/.exec(line);
    if (subtext) {
      blocks.push({ html: `<small>${inline(subtext[1]!, names)}</small>`, block: true });
      continue;
    }
    const item = /^\s*(?:([-*])|(\d+)\.) (.+)$/.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: string[] = [];
      let m: RegExpExecArray | null;
      while (
        i < lines.length &&
        (m = /^\s*(?:([-*])|(\d+)\.) (.+)$/.exec(lines[i]!)) &&
        (m[2] !== undefined) === ordered
      ) {
        items.push(`<li>${inline(m[3]!, names)}</li>`);
        i++;
      }
      i--;
      const start = ordered && item[2] !== '1' ? ` start="${Number(item[2])}"` : '';
      blocks.push({ html: ordered ? `<ol${start}>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`, block: true });
      continue;
    }
    blocks.push({ html: inline(line, names), block: false });
  }
  // Each plain line is its own element (as Discord lays lines out), an empty one keeps its height.
  const html = blocks.map((b) => (b.block ? b.html : `<div>${b.html || '<br>'}</div>`)).join('');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL-delimited slot markers put back.
  return html.replace(/\u0000(\d+)\u0000/g, (_m, n: string) => slots[Number(n)] ?? '');
}

/** The inline formatting of one escaped line. */
function inline(s: string, names: MarkdownNames): string {
  return s
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>')
    .replace(/\*\*\*(.+?)\*\*\*/g, '<b><i>$1</i></b>')
    .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, '$1<i>$2</i>')
    .replace(/(^|\W)_(?!\s)(.+?)_(?!\w)/g, '$1<i>$2</i>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler">$1</span>')
    .replace(
      /&lt;@!?(\d+)&gt;/g,
      (_m, id: string) => `<span class="mention">@${escapeHtml(names.users?.[id] ?? id)}</span>`,
    )
    .replace(
      /&lt;#(\d+)&gt;/g,
      (_m, id: string) => `<span class="mention">#${escapeHtml(names.channels?.[id] ?? id)}</span>`,
    )
    .replace(
      /&lt;t:(\d+)(?::[tTdDfFR])?&gt;/g,
      (_m, t: string) => `<time>${new Date(Number(t) * 1000).toISOString().replace('T', ' ').slice(0, 16)} UTC</time>`,
    );
}
