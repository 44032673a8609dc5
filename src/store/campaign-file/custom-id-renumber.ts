// The ids inside the custom ids of posted buttons (src/discord/components: conflict buttons, goal
// answers, preset rolls, compels and pleas), for a merge that gives rows new ids: the bot finds a
// message by these when it disables its buttons, so they must name the rows' new ids. The forms are
// those written by src/discord/components/*-ids.ts; test/store/custom-id-renumber.test.ts builds
// ids with those files and checks each form here.

/** A row's id after the merge (the same id when it kept it). */
export type IdOf = (table: string, id: number) => number;

// Longest first, so that `lead:act:…` is never read as a `lead` id.
const CONFLICT_KINDS = [
  'lead:again',
  'ex:respond',
  'ex:dispute',
  'ex:resist',
  'pool:mine',
  'end:agree',
  'buy:propf',
  'lead:act',
  'cf:begin',
  'buy:open',
  'buy:pick',
  'buy:prop',
  'dice:tog',
  'dice:one',
  'push-no',
  'ex:pick',
  'cf:join',
  'cf:roll',
  'cf:lead',
  'dice:go',
  'buy:who',
  'ex:act',
  'cf:who',
  'lead',
  'push',
  'bid',
];

const FORMS: { pattern: RegExp; tables: string[] }[] = [
  { pattern: /^(goal:(?:ans|form)):(\d{1,15}):(\d{1,15})(:.*)$/s, tables: ['conflicts', 'conflict_goals'] },
  { pattern: /^(camp:compel):(\d{1,15})(:.*)$/s, tables: ['compels'] },
  { pattern: /^(camp:beg):(\d{1,15})(:.*)$/s, tables: ['begs'] },
  { pattern: /^(roll:[a-z]{2,3}):(\d{1,15})(:.*)$/s, tables: ['roll_states'] },
  { pattern: new RegExp(`^(${CONFLICT_KINDS.join('|')}):(\\d{1,15})((?::.*)?)$`, 's'), tables: ['conflicts'] },
];

/** The custom id with every row id in it replaced by the row's id after the merge. */
export function renumberCustomId(customId: string, idOf: IdOf): string {
  for (const { pattern, tables } of FORMS) {
    const m = pattern.exec(customId);
    if (!m) continue;
    const ids = tables.map((t, i) => String(idOf(t, Number(m[i + 2]))));
    return [m[1], ...ids].join(':') + m[tables.length + 2];
  }
  return customId;
}

/** A components JSON as sent (rows of buttons and menus) with every custom id renumbered. */
export function renumberComponents(json: string, idOf: IdOf): string {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => {
        if (k !== 'custom_id' || typeof x !== 'string') return [k, walk(x)];
        const next = renumberCustomId(x, idOf);
        if (next !== x) changed = true;
        return [k, next];
      }),
    );
  };
  const out = walk(JSON.parse(json));
  return changed ? JSON.stringify(out) : json;
}
