// Custom ids of "Start a conflict" (on a finished character's announcement) and of the form it
// opens. They carry no state: the clicker's channel names the campaign, and the app decides who
// may start there, as it does for /conflict start.
export const START_BUTTON_ID = 'cs:start';
export const START_FORM_ID = 'cs:startf';

export const startButtonOf = (customId: string): true | null => (customId === START_BUTTON_ID ? true : null);
export const startFormOf = (customId: string): true | null => (customId === START_FORM_ID ? true : null);
