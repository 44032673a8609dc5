// Public text of a campaign summary and a character sheet (no secrets: no pools, no points).
import type { PublicView } from '../../app';
import { quote } from './dice';

type Campaign = Extract<PublicView, { kind: 'campaign' }>['campaign'];
type Sheet = Extract<PublicView, { kind: 'character' }>['sheet'];

const none = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');

export function renderCampaign(c: Campaign): string {
  const rules = Object.entries(c.houseRules).map(([k, v]) => `${k} ${v}`);
  return [
    `**Campaign: ${c.name}**`,
    `GM: <@${c.gm}>${c.coGms.length ? `; co-GMs: ${c.coGms.map((u) => `<@${u}>`).join(', ')}` : ''}`,
    `Rack size: ${c.rackSize ?? 'the highest PC level'}`,
    `House rules: ${rules.length ? rules.join(', ') : 'defaults'}`,
    `Characters: ${none(c.characters.map((ch) => `${ch.name} (<@${ch.owner}>)`))}`,
    `NPCs: ${none(c.npcs.map((n) => (n.gangSize ? `${n.name} (gang of ${n.gangSize})` : `${n.name} (level ${n.level})`)))}`,
    c.sessionOpen ? `Session: open, ${c.racksLeft ?? 0} budget rack(s) left` : 'Session: none open',
  ].join('\n');
}

/** A skill and, when lifestyles granted it, which (R2.3). */
const skillLine = (k: Sheet['skills'][number]) => (k.from.length ? `${k.text} (from ${k.from.join(', ')})` : k.text);

function lifestyleLine(l: Sheet['lifestyles'][number]): string {
  const extras = [
    l.memento ? `memento: ${quote(l.memento)}` : '',
    l.contacts.length ? `contacts: ${l.contacts.map(quote).join(', ')}` : '',
    l.habits ? `habits: ${quote(l.habits)}` : '',
  ].filter((e) => e !== '');
  return extras.length ? `${l.name} (${extras.join('; ')})` : l.name;
}

export function renderSheet(s: Sheet): string {
  const lines = [
    `**${s.name}**, played by <@${s.owner}>, level ${s.level}`,
    `Skills: ${none(s.skills.map(skillLine))}`,
  ];
  lines.push(`Lifestyles: ${none(s.lifestyles.map(lifestyleLine))}`);
  lines.push(
    `Gear: ${none(s.gear.map((g) => `${g.name} (quality ${g.quality}, ${g.mode}, for ${g.skill}${g.pmp ? `, ${g.pmp} permanent Murphy` : ''}${g.from ? `, from ${g.from}` : ''})`))}`,
  );
  lines.push(
    `Effects: ${none(s.effects.map((e) => `${e.kind}: ${e.text}${e.causedBy ? ` (from ${e.causedBy})` : ''}${e.permanent ? ', permanent' : ''}`))}`,
  );
  return lines.join('\n');
}
