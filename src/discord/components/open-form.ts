// The only way a component opens a form: who pressed is checked first, so nobody types into a form
// whose answer would then be refused for who they are (someone else's picker, offer or roll).
import type { ChatInputCommandInteraction, MessageComponentInteraction, ModalBuilder } from 'discord.js';
import { showModal } from '../reply';

/**
 * Opens `form` once `mayPress` has accepted the presser; `mayPress` throws the refusal otherwise
 * (it asks the app, which writes nothing), and then no form opens.
 */
export async function openFormFor(
  i: ChatInputCommandInteraction | MessageComponentInteraction,
  mayPress: () => unknown,
  form: () => ModalBuilder | Promise<ModalBuilder>,
): Promise<void> {
  await mayPress();
  await showModal(i, await form());
}
