import { startsPermanent } from '../../rules';
import { effectOf } from '../../store/character/effect-changes';
import { insertEffect } from '../../store/character/effects';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, clip, requireGm, text } from '../use-case/load';
import { outcome, type Outcome } from '../views';
import { bearerNamed, describeEffect, KIND_LABELS } from './effect-target';
import { transact } from '../use-case/transaction';
import { appMessages, appNotices } from '../messages';

export const EFFECT_KINDS = ['wound', 'scar', 'crippled', 'knocked-out', 'dead', 'reputation', 'text'] as const;

export interface AddEffectInput {
  character?: string | null;
  npc?: string | null;
  kind: string;
  /** What it is; defaults to the kind's name (required for `text`). */
  text?: string | null;
  /** Who caused it (R9.5: a scar counts against the bearer whenever it faces them). */
  causedBy?: string | null;
  /** Only for `text` effects: whether it lasts (default: no). */
  permanent?: boolean | null;
}

/** The GM adds an effect to a character or NPC (R9.5); public, like the sheet that shows it. */
export async function addEffect(
  deps: Deps,
  caller: Caller,
  input: AddEffectInput,
): Promise<Outcome & { effectId: number }> {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    await requireGm(db, campaign, caller);
    const bearer = await bearerNamed(db, campaign, input);
    const kind = input.kind.trim().toLowerCase().replace(/\s+/g, '-');
    if (!(EFFECT_KINDS as readonly string[]).includes(kind))
      refuse('input/bad-text', appMessages.unknownEffectKind(EFFECT_KINDS.join(', '), clip(input.kind, 20)));
    const body = input.text?.trim()
      ? text(input.text, 'the effect', 300)
      : kind === 'text'
        ? text(null, 'the text of the effect')
        : KIND_LABELS[kind]!;
    const causedBy = input.causedBy?.trim() ? text(input.causedBy, 'who caused it', 60) : null;
    const permanent = kind === 'text' ? input.permanent === true : startsPermanent(kind);
    const effectId = await insertEffect(db, {
      campaignId: campaign.id,
      characterId: bearer.characterId,
      npcId: bearer.npcId,
      kind,
      text: body,
      causedBy,
      conflictId: null,
      permanent,
      createdAt: deps.now().toISOString(),
    });
    return {
      ...outcome([
        {
          kind: 'notice',
          text: appNotices.effectAdded(bearer.name, describeEffect((await effectOf(db, campaign.id, effectId))!)),
        },
      ]),
      effectId,
    };
  });
}
