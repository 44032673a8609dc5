/** A campaign file that cannot be imported; the message is one sentence naming the problem. */
export class CampaignDataError extends Error {
  override readonly name = 'CampaignDataError';
}
