/** A slash command interaction as far as the router looks at it, with the answers it is given recorded by `more`. */
export function fakeCommand<T extends object>(id: string, commandName: string, more: T) {
  return {
    id,
    type: 2,
    commandName,
    replied: false,
    deferred: false,
    options: { getSubcommand: () => null },
    isChatInputCommand: () => true,
    isAutocomplete: () => false,
    isRepliable: () => true,
    isMessageComponent: () => false,
    isModalSubmit: () => false,
    ...more,
  };
}
