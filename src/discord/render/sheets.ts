// Public text of a campaign summary and a character sheet (no secrets: no pools, no points).
import type { PublicView } from '../../app';
import { joined, lines, md, mention, mentions, quote, type Safe } from '../../app/text/safe-text';

type Campaign = Extract<PublicView, { kind: 'campaign' }>['campaign'];
type Sheet = Extract<PublicView, { kind: 'character' }>['sheet'];

const none = (items: readonly Safe[]) => (items.length ? joined(items, ', ') : md`none`);

export function renderCampaign(c: Campaign): Safe {
  const rules = Object.entries(c.houseRules).map(([k, v]) => md`${k} ${v}`);
  return lines(
    md`**Campaign: ${c.name}**`,
    md`GM: ${mention(c.gm)}${c.coGms.length ? md`; co-GMs: ${mentions(c.coGms)}` : ''}`,
    md`Rack size: ${c.rackSize ?? 'the highest PC level'}`,
    md`House rules: ${rules.length ? joined(rules, ', ') : 'defaults'}`,
    md`Characters: ${none(c.characters.map((ch) => md`${ch.name} (${mention(ch.owner)})`))}`,
    md`NPCs: ${none(c.npcs.map((n) => (n.gangSize ? md`${n.name} (gang of ${n.gangSize})` : md`${n.name} (level ${n.level})`)))}`,
    c.sessionOpen ? md`Session: open, ${c.racksLeft ?? 0} budget rack(s) left` : 'Session: none open',
  );
}

/** A skill and, when lifestyles granted it, which (R2.3). */
const skillLine = (k: Sheet['skills'][number]): Safe =>
  k.from.length ? md`${k.text} (from ${k.from.join(', ')})` : md`${k.text}`;

function lifestyleLine(l: Sheet['lifestyles'][number]): Safe {
  const extras = [
    l.memento ? md`memento: ${quote(l.memento)}` : null,
    l.contacts.length ? md`contacts: ${joined(l.contacts.map(quote), ', ')}` : null,
    l.habits ? md`habits: ${quote(l.habits)}` : null,
  ].filter((e): e is Safe => e !== null);
  return extras.length ? md`${l.name} (${joined(extras, '; ')})` : md`${l.name}`;
}

export function renderSheet(s: Sheet): Safe {
  const out = [
    md`**${s.name}**, played by ${mention(s.owner)}, level ${s.level}`,
    md`Skills: ${none(s.skills.map(skillLine))}`,
    md`Lifestyles: ${none(s.lifestyles.map(lifestyleLine))}`,
    md`Gear: ${none(s.gear.map((g) => md`${g.name} (quality ${g.quality}, ${g.mode}, for ${g.skill}${g.pmp ? md`, ${g.pmp} permanent Murphy` : ''}${g.from ? md`, from ${g.from}` : ''})`))}`,
    md`Effects: ${none(s.effects.map((e) => md`${e.kind}: ${e.text}${e.causedBy ? md` (from ${e.causedBy})` : ''}${e.permanent ? ', permanent' : ''}`))}`,
  ];
  // R2.5: shown once it has any, so a sheet without friends reads as before.
  if (s.friends.length) out.push(md`Friends: ${s.friends.join(', ')}`);
  return joined(out, '\n');
}
