// /fly skill against (R7): fly dice to switch to a similar goal mid-conflict. The channel learns who
// won, never the faces; the roller sees its roll and pool privately.
import { flyDice } from '../../app';
import { useCase } from '../use-case-handler';
import { guessingSkill } from '../components/did-you-mean';
import { defineFlatCommand } from './flat';
import { asOption, named, names, read } from './options';

export default defineFlatCommand({
  name: 'fly',
  description: 'Fly dice: roll your base attack to switch to a similar goal mid-conflict',
  options: [
    named('skill', 'The new skill, like Coordination: Acrobatics', names('skill'), true),
    named('against', 'The opponent who rolls against you', names('participant'), true),
    asOption,
  ],
  handler: guessingSkill(
    'fly',
    'skill',
    useCase(flyDice, (i) => ({
      skill: read.required(i, 'skill'),
      against: read.required(i, 'against'),
      as: read.text(i, 'as'),
    })),
  ),
});
