// The GM panel's custom ids and the row that opens it (under the campaign's message): apart from
// its handlers (gm-panel.ts), so that the renderer of the campaign's message needs none of them.
import { ButtonStyle, ComponentType } from 'discord.js';
import type { Row } from '../render/body';

const KINDS = [
  'open',
  'npc',
  'npcf',
  'gang',
  'gangf',
  'sess',
  'rule',
  'madd',
  'maddf',
  'mspd',
  'mspdf',
  'rack',
] as const;
export type PanelKind = (typeof KINDS)[number];

export const gmPanelId = (kind: PanelKind) => `gmp:${kind}`;

export function parseGmPanelId(customId: string): PanelKind | null {
  const m = /^gmp:([a-z]{3,5})$/.exec(customId);
  return KINDS.find((k) => k === m?.[1]) ?? null;
}

/** The row under the campaign's message: everyone sees it, only the GM gets past the click. */
export function gmPanelRow(): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'GM panel', custom_id: gmPanelId('open') },
    ],
  };
}
