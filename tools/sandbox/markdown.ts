// Discord's Markdown as HTML, for the sandbox page (served to the browser as one module, so it
// imports nothing). Everything the bot wrote is HTML-escaped first; only the tags below are made.
// Covered: code blocks and inline code (never formatted inside), block quotes (> and >>>),
// headings (#, ##, ###), subtext (-#), lists (-, *, 1.), bold, italics, underline, strikethrough,
// spoilers, masked links to http(s) addresses, user and channel mentions and timestamps (each
// shown once, in its own style, as Discord does).

/** How mentions read (user and channel ids to names), and the clock timestamps are read against. */
export interface MarkdownNames {
  users?: Record<string, string>;
  channels?: Record<string, string>;
  /** Now, in milliseconds, for relative timestamps (default: the clock). */
  now?: number;
  /** The time zone timestamps are shown in (default: the reader's own, as Discord does). */
  timeZone?: string;
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
    .replace(/&lt;t:(-?\d{1,13})(?::([tTdDfFR]))?&gt;/g, (_m, t: string, style: string | undefined) =>
      timestamp(Number(t) * 1000, style ?? 'f', names),
    );
}

/**
 * A Discord timestamp tag, each style once, as Discord writes it in English: t "4:05 PM", T
 * "4:05:09 PM", d "12/01/2026", D "December 1, 2026", f "December 1, 2026 4:05 PM", F "Tuesday,
 * December 1, 2026 4:05 PM", R "in 2 hours" / "5 minutes ago". The full date is its tooltip.
 */
function timestamp(ms: number, style: string, names: MarkdownNames): string {
  const at = new Date(ms);
  if (Number.isNaN(at.getTime())) return '';
  const zone = names.timeZone ? { timeZone: names.timeZone } : {};
  const part = (o: Intl.DateTimeFormatOptions) => at.toLocaleString('en-US', { ...zone, ...o });
  const time = part({ hour: 'numeric', minute: '2-digit' });
  const date = part({ month: 'long', day: 'numeric', year: 'numeric' });
  const full = `${part({ weekday: 'long' })}, ${date} ${time}`;
  const text: Record<string, string> = {
    t: time,
    T: part({ hour: 'numeric', minute: '2-digit', second: '2-digit' }),
    d: part({ month: '2-digit', day: '2-digit', year: 'numeric' }),
    D: date,
    f: `${date} ${time}`,
    F: full,
    R: relative(ms - (names.now ?? Date.now())),
  };
  return `<time datetime="${at.toISOString()}" title="${escapeHtml(full)}">${escapeHtml(text[style] ?? text.f!)}</time>`;
}

/** How far off a moment is, in Discord's words: "in 3 minutes", "an hour ago", "a few seconds ago". */
function relative(diffMs: number): string {
  const s = Math.abs(diffMs) / 1000;
  const steps: Array<[limit: number, one: string, unit: string, size: number]> = [
    [45, 'a few seconds', '', 1],
    [90, 'a minute', '', 1],
    [45 * 60, '', 'minutes', 60],
    [90 * 60, 'an hour', '', 1],
    [22 * 3600, '', 'hours', 3600],
    [36 * 3600, 'a day', '', 1],
    [26 * 86400, '', 'days', 86400],
    [45 * 86400, 'a month', '', 1],
    [320 * 86400, '', 'months', 30 * 86400],
    [548 * 86400, 'a year', '', 1],
    [Number.POSITIVE_INFINITY, '', 'years', 365 * 86400],
  ];
  const [, one, unit, size] = steps.find(([limit]) => s < limit)!;
  const words = one || `${Math.round(s / size)} ${unit}`;
  return diffMs > 0 ? `in ${words}` : `${words} ago`;
}
